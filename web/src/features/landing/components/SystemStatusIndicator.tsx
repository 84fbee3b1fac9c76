import { MESSAGES } from '@morphic/contracts';
import { useSystemStatus } from '../hooks/useSystemStatus';
import classes from './Landing.module.css';

/** System Online/Offline from the health check (spec 01 section 4, "Status indicator"). */
export function SystemStatusIndicator() {
  const status = useSystemStatus();
  const label =
    status === 'online'
      ? MESSAGES.systemOnline
      : status === 'offline'
        ? MESSAGES.systemOffline
        : 'Checking system…';
  return (
    <span className={classes.status} data-state={status} data-testid="system-status" role="status">
      <span className={classes.statusDot} />
      {label}
    </span>
  );
}
