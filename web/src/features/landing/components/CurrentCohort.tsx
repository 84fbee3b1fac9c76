import { LANDING_TEXTS } from '@morphic/contracts';
import { Skeleton } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { publicSettingsQuery } from '../../settings/queries';
import classes from './Landing.module.css';

/** "Now enrolling: {cohort}", live from the public settings. */
export function CurrentCohort() {
  const settings = useQuery(publicSettingsQuery());
  if (settings.isPending)
    return <Skeleton height={18} width={200} mt={14} radius="xl" opacity={0.25} />;
  if (!settings.data) return null;
  return (
    <div className={classes.enrolling} data-testid="current-cohort">
      <IconSparkles size={16} color="#c4b5fd" />
      <span>{LANDING_TEXTS.nowEnrolling(settings.data.current_cohort)}</span>
    </div>
  );
}
