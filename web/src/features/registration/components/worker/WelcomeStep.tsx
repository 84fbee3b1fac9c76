import { SIGN_UP_TEXTS, TIMINGS_MS } from '@morphic/contracts';
import { Button, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTypedText } from '../../hooks/useTypedText';
import classes from '../Signup.module.css';

const TEXTS = SIGN_UP_TEXTS.worker;

export function WelcomeStep({ onBegin }: { onBegin: () => void }) {
  const { typed } = useTypedText(TEXTS.welcomeTitle, TIMINGS_MS.signupTypewriterPerChar);
  return (
    <div data-testid="worker-welcome" style={{ textAlign: 'center' }}>
      <div className={classes.eyebrow}>Genesis Cohort</div>
      <h1 className={classes.headline}>
        <span className={classes.typed} aria-hidden="true">
          {typed}
        </span>
        <span className={classes.cursor} aria-hidden="true" />
        <VisuallyHidden>{TEXTS.welcomeTitle}</VisuallyHidden>
      </h1>
      <p className={classes.lead}>{TEXTS.welcomeText}</p>
      <Button
        size="lg"
        radius="xl"
        mt={32}
        variant="gradient"
        rightSection={<IconArrowRight size={18} />}
        onClick={onBegin}
        data-testid="worker-begin"
      >
        {TEXTS.begin}
      </Button>
    </div>
  );
}
