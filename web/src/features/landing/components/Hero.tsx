import {
  LANDING_PHRASES,
  LANDING_TEXTS,
  MESSAGES,
  TIMINGS_MS,
  typewriterEraseMs,
} from '@morphic/contracts';
import { Button, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconBrain, IconCoins, IconUsersGroup } from '@tabler/icons-react';
import { AppLink } from '../../../lib/navigation/AppLink';
import { useTypewriter } from '../hooks/useTypewriter';
import type { TypewriterTimings } from '../typewriter';
import { CurrentCohort } from './CurrentCohort';
import classes from './Landing.module.css';
import { NetworkCanvas } from './NetworkCanvas';
import { SystemStatusIndicator } from './SystemStatusIndicator';

const LANDING_TIMINGS: TypewriterTimings = {
  perCharMs: TIMINGS_MS.landingTypewriterPerChar,
  holdMs: TIMINGS_MS.typewriterHold,
  eraseMs: typewriterEraseMs(TIMINGS_MS.landingTypewriterPerChar),
};

const FEATURE_ICONS = [IconBrain, IconCoins, IconUsersGroup] as const;

export function Hero() {
  const typewriter = useTypewriter(LANDING_PHRASES, LANDING_TIMINGS);

  return (
    <section className={classes.hero} aria-labelledby="landing-headline">
      <NetworkCanvas className={classes.canvas} />
      <div className={classes.heroInner}>
        <div className={classes.eyebrowRow}>
          <span className={classes.eyebrow}>Morphic · Genesis Cohort</span>
          <SystemStatusIndicator />
        </div>

        <h1 id="landing-headline" className={classes.headline}>
          <span className={classes.typed} aria-hidden="true" data-testid="typewriter">
            {typewriter.text}
          </span>
          <span className={classes.cursor} aria-hidden="true" />
          <VisuallyHidden>{LANDING_PHRASES.join('. ')}</VisuallyHidden>
        </h1>

        <p className={classes.subtitle}>
          Morphic matches engineers with paid missions from real companies. AI guides every task,
          every mission teaches you something, and every result earns you credits.
        </p>

        <ul className={classes.features}>
          {LANDING_TEXTS.features.map((feature, index) => {
            const Icon = FEATURE_ICONS[index] ?? IconBrain;
            return (
              <li key={feature} className={classes.feature}>
                <span className={classes.featureIcon}>
                  <Icon size={16} />
                </span>
                {feature}
              </li>
            );
          })}
        </ul>

        <div className={classes.actions}>
          <Button
            component={AppLink}
            href="/join"
            size="lg"
            radius="xl"
            variant="gradient"
            rightSection={<IconArrowRight size={18} />}
            data-testid="hero-join"
          >
            {MESSAGES.joinGenesisCohort}
          </Button>
          <Button
            component={AppLink}
            href="/manifesto"
            size="lg"
            radius="xl"
            variant="outline"
            color="gray.0"
            data-testid="hero-how-it-works"
          >
            {MESSAGES.seeHowItWorks}
          </Button>
        </div>
        <CurrentCohort />
      </div>
    </section>
  );
}
