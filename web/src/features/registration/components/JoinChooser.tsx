import { SIGN_UP_TEXTS } from '@morphic/contracts';
import { IconArrowRight, IconBuildingSkyscraper, IconCpu } from '@tabler/icons-react';
import { AppLink } from '../../../lib/navigation/AppLink';
import classes from './Signup.module.css';
import { SignupShell } from './SignupShell';

const TEXTS = SIGN_UP_TEXTS.join;

/** /join: Worker goes to the operator sign-up, Company to the company sign-up. */
export function JoinChooser() {
  return (
    <SignupShell testId="join-page" link={{ href: '/', label: TEXTS.home, testId: 'join-home' }}>
      <div className={classes.eyebrow}>Genesis Cohort</div>
      <h1 className={classes.headline}>{TEXTS.title}</h1>
      <p className={classes.lead}>{TEXTS.subtitle}</p>
      <div className={classes.choices}>
        <AppLink href="/join/worker" className={classes.choice} data-testid="join-worker">
          <span className={classes.choiceIcon}>
            <IconCpu size={24} />
          </span>
          <span className={classes.choiceTitle}>{TEXTS.workerTitle}</span>
          <span className={classes.choiceText}>{TEXTS.workerText}</span>
          <span className={classes.choiceCta}>
            {TEXTS.workerCta} <IconArrowRight size={16} />
          </span>
        </AppLink>
        <AppLink href="/join/company" className={classes.choice} data-testid="join-company">
          <span className={classes.choiceIcon}>
            <IconBuildingSkyscraper size={24} />
          </span>
          <span className={classes.choiceTitle}>{TEXTS.companyTitle}</span>
          <span className={classes.choiceText}>{TEXTS.companyText}</span>
          <span className={classes.choiceCta}>
            {TEXTS.companyCta} <IconArrowRight size={16} />
          </span>
        </AppLink>
      </div>
    </SignupShell>
  );
}
