import { MESSAGES } from '@morphic/contracts';
import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AppLink } from '../../../lib/navigation/AppLink';
import classes from './Marketing.module.css';

/** The closing band of a marketing page: join the cohort, plus an optional second link. */
export function JoinCallToAction({
  title,
  text,
  secondary,
}: {
  title: string;
  text: string;
  /** A second, outlined link beside the join button. */
  secondary?: { href: string; label: ReactNode };
}) {
  return (
    <section className={classes.cta} data-testid="marketing-cta">
      <div>
        <h2 className={classes.ctaTitle}>{title}</h2>
        <p className={classes.ctaText}>{text}</p>
      </div>
      <div className={classes.ctaActions}>
        <Button
          component={AppLink}
          href="/join"
          size="md"
          radius="xl"
          variant="white"
          color="dark"
          rightSection={<IconArrowRight size={16} />}
        >
          {MESSAGES.joinGenesisCohort}
        </Button>
        {secondary && (
          <Button
            component={AppLink}
            href={secondary.href}
            size="md"
            radius="xl"
            variant="outline"
            color="gray.0"
          >
            {secondary.label}
          </Button>
        )}
      </div>
    </section>
  );
}
