import { SHELL_TEXTS } from '@morphic/contracts';
import type { ReactNode } from 'react';
import { AppLink } from '../../../lib/navigation/AppLink';
import { LogoMark } from '../../shell/components/Logo';
import classes from './Signup.module.css';

/** The chromeless frame of the sign-up pages: brand, one link, and the page centred. */
export function SignupShell({
  link,
  children,
  testId,
}: {
  link?: { readonly href: string; readonly label: string; readonly testId: string };
  children: ReactNode;
  testId: string;
}) {
  return (
    <div className={classes.backdrop} data-testid={testId}>
      <header className={classes.top}>
        <AppLink href="/" className={classes.brand} aria-label={`${SHELL_TEXTS.productName} home`}>
          <LogoMark size={30} />
          {SHELL_TEXTS.productName}
        </AppLink>
        {link && (
          <AppLink href={link.href} className={classes.topLink} data-testid={link.testId}>
            {link.label}
          </AppLink>
        )}
      </header>
      <div className={classes.center}>{children}</div>
    </div>
  );
}
