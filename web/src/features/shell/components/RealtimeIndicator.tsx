import { Box } from '@mantine/core';
import type { RealtimeStatus } from '../../../lib/realtime/connection-status';
import { useRealtimeStatus } from '../../../lib/realtime/realtime-status-store';
import classes from './RealtimeIndicator.module.css';

const LABELS: Record<RealtimeStatus, string> = {
  online: 'Live updates on',
  reconnecting: 'Connecting to live updates…',
  offline: 'Live updates offline: screens refresh when they open',
};

/** A small dot in the header: is the realtime connection up? */
export function RealtimeIndicator() {
  const status = useRealtimeStatus();
  return (
    <Box
      className={classes.indicator}
      data-state={status}
      data-testid="realtime-indicator"
      role="status"
      aria-label={LABELS[status]}
      title={LABELS[status]}
    >
      <span className={classes.dot} />
      <span className={classes.label}>
        {status === 'online' ? 'Live' : status === 'reconnecting' ? 'Syncing' : 'Offline'}
      </span>
    </Box>
  );
}
