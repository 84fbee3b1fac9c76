import { STREAMS, type DomainEvent } from '@morphic/contracts/server';

/** `username-<account type>:<value>` and `email-<account type>:<value>` (see `STREAMS.identifier`). */
const IDENTIFIER_STREAM = /^(?:username|email)-(operator|company_rep|company):/;

const ACCOUNT_STREAMS: Readonly<Record<string, (id: string) => string>> = {
  operator: STREAMS.operator,
  company_rep: STREAMS.companyRep,
  company: STREAMS.company,
};

/** Kinds of stream named after the operator whose data they hold (`<kind>-<operator id>`). */
const OPERATOR_NAMED_KINDS: ReadonlySet<string> = new Set([
  'operator',
  'onboarding',
  'workslot',
  'notificationinbox',
]);

const stringField = (event: DomainEvent, field: string): string | null => {
  const value = (event.data as Readonly<Record<string, unknown>>)[field];
  return typeof value === 'string' ? value : null;
};

/**
 * The streams of the accounts whose personal data a stream holds: the operator it is named
 * after, the holder of a username or email (the value is the stream's name and its data), the
 * operator of an internal thread (their name is copied into it). A deletion in any of them
 * hides that data in the stream's timeline.
 */
export function ownerAccountStreams(
  stream: string,
  kind: string,
  events: readonly DomainEvent[],
): string[] {
  const owners = new Set<string>();
  if (kind === 'companyrep') owners.add(stream);
  if (OPERATOR_NAMED_KINDS.has(kind)) owners.add(STREAMS.operator(stream.slice(kind.length + 1)));
  const accountStream = ACCOUNT_STREAMS[IDENTIFIER_STREAM.exec(stream)?.[1] ?? ''];
  for (const event of events) {
    const holder = accountStream ? stringField(event, 'account_id') : null;
    if (accountStream && holder) owners.add(accountStream(holder));
    const threadOperator =
      event.type === 'InternalThreadOpened' ? stringField(event, 'operator_id') : null;
    if (threadOperator) owners.add(STREAMS.operator(threadOperator));
  }
  return [...owners];
}
