import { LANDING_TEXTS, MESSAGES } from '@morphic/contracts';
import { AppLink } from '../../../lib/navigation/AppLink';
import classes from './Landing.module.css';

export function LandingFooter() {
  return (
    <footer className={classes.footer}>
      <span data-testid="copyright">{LANDING_TEXTS.copyright}</span>
      <nav className={classes.footerLinks} aria-label="Footer">
        <AppLink href="/manifesto">Manifesto</AppLink>
        <AppLink href="/missions">Missions</AppLink>
        <AppLink href="/join">{MESSAGES.joinGenesisCohort}</AppLink>
      </nav>
    </footer>
  );
}
