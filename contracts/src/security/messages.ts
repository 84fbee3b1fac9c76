import type { SecurityEventType } from './events';

const DESCRIPTIONS: Record<SecurityEventType, string> = {
  login_success: 'Login succeeded',
  login_failure: 'Login failed',
  logout: 'Signed out',
  registration_success: 'Account registered',
  access_denied: 'Access denied',
  admin_action: 'Admin action',
  admin_impersonation: 'Admin impersonation',
  token_blacklisted: 'Revoked token presented',
  rate_limit_exceeded: 'Rate limit exceeded',
  suspicious_activity: 'Suspicious activity',
  csrf_violation: 'CSRF violation',
};

/** The security log's `message` column: what happened, and to whom when known. */
export function securityEventMessage(type: SecurityEventType, username: string | null): string {
  return username ? `${DESCRIPTIONS[type]} for ${username}` : DESCRIPTIONS[type];
}
