import { STREAMS } from '@morphic/contracts/server';
import type { ProjectedEvent } from '../runtime/projection';

/** Events the audit log never lists: records about other records, not admin changes. */
export const NOT_AUDITED: ReadonlySet<string> = new Set([
  // The security log lists these itself.
  'SecurityEventRecorded',
  // An Idempotency-Key's record of a command's answer repeats the command's own events.
  'IdempotentResultRecorded',
  'CommandOutcomeRecorded',
  'ReactorCheckpointed',
  // The admin's session noting an impersonation: the impersonation's SessionOpened is its row.
  'ImpersonationStarted',
  // An account's list of its sessions: each session's SessionOpened and SessionRevoked are rows.
  'AccountSessionListed',
  'AccountSessionsEnded',
  // A company's lists of its missions and representatives: those records' own events are rows.
  'CompanyMissionListed',
  'CompanyMissionsClosed',
  'CompanyRepJoined',
  'CompanyJiraAccountAdded',
  'CompanyPrimaryJiraAccountChosen',
  'JiraAccountMissionListed',
  // A Jira issue's claim by a mission: the mission's MissionPosted or JiraIssueLinked is its row.
  'JiraIssueClaimed',
]);

/**
 * Audit actions by event type: the five spec 03 section 9 names, for the events that are those
 * changes. Keyed by type name, so an event defined later maps once it exists.
 */
const SPEC_ACTIONS: Readonly<Record<string, string>> = {
  OperatorRolesChanged: 'admin_update_role',
  OperatorStatusChanged: 'admin_update_status',
  CompanyStatusChanged: 'admin_update_status',
  CompanyRepStatusChanged: 'admin_update_status',
  OperatorDeleted: 'admin_delete_user',
  OperatorPasswordSetByAdmin: 'admin_reset_password',
};

const snakeCase = (type: string) =>
  type
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

const sentenceOf = (type: string) => {
  const words = snakeCase(type).replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

interface ImpersonationStart {
  readonly accountId: string;
  readonly accountType: string;
  readonly expiresAt: string;
}

function impersonationStartOf(event: ProjectedEvent): ImpersonationStart | null {
  if (event.type !== 'SessionOpened' || !event.data.impersonator_id) return null;
  return {
    accountId: event.data.account_id,
    accountType: event.data.account_type,
    expiresAt: event.data.expires_at,
  };
}

/** Whether the log lists the event: an admin's or founder's, or one done while impersonated. */
export function isAudited(event: ProjectedEvent): boolean {
  if (NOT_AUDITED.has(event.type)) return false;
  const { actorRole, impersonatorId } = event.metadata;
  return actorRole === 'admin' || actorRole === 'founder' || impersonatorId !== null;
}

export function auditActionOf(event: ProjectedEvent): string {
  if (impersonationStartOf(event)) return 'admin_impersonate';
  return SPEC_ACTIONS[event.type] ?? `admin_${snakeCase(event.type)}`;
}

/** The entity the event changed: its stream, and the stream's id without the kind prefix. */
export function auditTargetOf(event: ProjectedEvent): { stream: string; target_id: string } {
  const impersonation = impersonationStartOf(event);
  if (impersonation) {
    // The session is a means; the audit names the account taken over.
    const stream =
      impersonation.accountType === 'company_rep'
        ? STREAMS.companyRep(impersonation.accountId)
        : STREAMS.operator(impersonation.accountId);
    return { stream, target_id: impersonation.accountId };
  }
  const holder = identifierHolderOf(event);
  if (holder) return holder;
  const dash = event.streamId.indexOf('-');
  return { stream: event.streamId, target_id: event.streamId.slice(dash + 1) };
}

/** `username-<account type>:<value>` and `email-<account type>:<value>` (see `STREAMS.identifier`). */
const IDENTIFIER_STREAM = /^(?:username|email)-(operator|company_rep|company):/;

const ACCOUNT_STREAMS: Readonly<Record<string, (id: string) => string>> = {
  operator: STREAMS.operator,
  company_rep: STREAMS.companyRep,
  company: STREAMS.company,
};

/**
 * A username or an email claimed or freed is a change to the account holding it: its name is
 * the identifier stream's, so the row names the account instead and never carries the value.
 */
function identifierHolderOf(event: ProjectedEvent): { stream: string; target_id: string } | null {
  const accountType = IDENTIFIER_STREAM.exec(event.streamId)?.[1];
  const accountStream = accountType ? ACCOUNT_STREAMS[accountType] : undefined;
  const accountId = (event.data as { account_id?: unknown }).account_id;
  if (!accountStream || typeof accountId !== 'string') return null;
  return { stream: accountStream(accountId), target_id: accountId };
}

/** Fields worth naming in a description; never free text that could hold a secret. */
const SHOWN_FIELDS = ['status', 'roles', 'role', 'name', 'enabled', 'reason'] as const;

function shownValue(value: unknown): string | null {
  if (typeof value === 'string' && value.length > 0 && value.length <= 80) return value;
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return value.join(', ');
  }
  return null;
}

/** The entity an event is about, as a reader names it: its kind and the start of its id. */
function entityName(stream: string, targetId: string): string {
  const kind = stream.slice(0, stream.indexOf('-'));
  return `${kind} ${targetId.slice(0, 8)}`;
}

type EventFields = Readonly<Record<string, unknown>>;

const isFlagSet = (value: unknown): value is Readonly<Record<string, boolean>> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((flag) => typeof flag === 'boolean');

const isShownField = (field: string): boolean =>
  (SHOWN_FIELDS as readonly string[]).includes(field);

/** One field an edit changed: each flag granted or revoked, a shown value, else its name. */
function changeOf(field: string, before: unknown, after: unknown): string[] {
  if (isFlagSet(before) && isFlagSet(after)) {
    return Object.entries(after)
      .filter(([flag, on]) => before[flag] !== on)
      .map(([flag, on]) => `${on ? 'granted' : 'revoked'} ${flag}`);
  }
  const value = isShownField(field) ? shownValue(after) : null;
  return [value === null ? `${field} changed` : `${field} ${value}`];
}

/**
 * What the event names: the fields an edit changed where it records their former values
 * (`previous`), else the shown fields it carries.
 */
function detailsOf(data: EventFields): string[] {
  const previous = data.previous;
  if (typeof previous === 'object' && previous !== null) {
    return Object.entries(previous).flatMap(([field, before]) =>
      changeOf(field, before, data[field]),
    );
  }
  return SHOWN_FIELDS.flatMap((field) => {
    const value = shownValue(data[field]);
    return value === null ? [] : [`${field} ${value}`];
  });
}

/** A readable sentence: what happened, to what, and the new value where one is named. */
export function auditDescriptionOf(event: ProjectedEvent): string {
  const { stream, target_id } = auditTargetOf(event);
  const impersonation = impersonationStartOf(event);
  if (impersonation) {
    return `Started impersonating ${impersonation.accountType.replace('_', ' ')} ${target_id.slice(0, 8)} until ${impersonation.expiresAt}`;
  }
  const details = detailsOf(event.data as EventFields);
  const suffix = details.length > 0 ? `: ${details.join('; ')}` : '';
  return `${sentenceOf(event.type)} on ${entityName(stream, target_id)}${suffix}`;
}
