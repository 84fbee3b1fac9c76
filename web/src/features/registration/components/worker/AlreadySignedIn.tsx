import { SIGN_UP_TEXTS, type SessionUser } from '@morphic/contracts';
import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { AppLink } from '../../../../lib/navigation/AppLink';
import { workEntryPath } from '../../../marketplace/access';
import classes from '../Signup.module.css';

const TEXTS = SIGN_UP_TEXTS.worker;

/** Where someone with an account goes on from: the marketplace, onboarding, or home. */
function nextPlace(user: SessionUser): { href: string; label: string } {
  const href = workEntryPath(user);
  if (href === '/marketplace') return { href, label: TEXTS.goToMarketplace };
  if (href === '/onboarding') return { href, label: TEXTS.goToOnboarding };
  return { href: '/', label: TEXTS.goHome };
}

/** /join/worker for a signed-in visitor: no second sign-up, and the way on. */
export function AlreadySignedIn({ user }: { user: SessionUser }) {
  const next = nextPlace(user);
  return (
    <div data-testid="worker-already-signed-in" style={{ textAlign: 'center' }}>
      <h1 className={classes.headline}>{TEXTS.alreadySignedInTitle}</h1>
      <p className={classes.lead}>{TEXTS.alreadySignedIn(user.username)}</p>
      <Button
        component={AppLink}
        href={next.href}
        size="lg"
        radius="xl"
        mt={32}
        variant="gradient"
        rightSection={<IconArrowRight size={18} />}
        data-testid="worker-already-next"
      >
        {next.label}
      </Button>
    </div>
  );
}
