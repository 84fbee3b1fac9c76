import { STREAMS, type DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
import { identifierDecider, type IdentifierCommand } from './identifier.decider';

const reserve = (accountId: string): IdentifierCommand => ({
  kind: 'Reserve',
  identifier: 'username',
  value: 'ada',
  accountId,
  takenMessage: 'Username already taken',
});
const reserved = (accountId: string): DomainEvent => ({
  type: 'IdentifierReserved',
  data: { kind: 'username', value: 'ada', account_id: accountId },
});
const spec = DeciderSpecification.for(identifierDecider);
const when = (past: DomainEvent[], command: IdentifierCommand) => spec.given(past).when(command);

describe('identifier decider', () => {
  it('names one stream per identifier, case-insensitively', () => {
    expect(STREAMS.identifier('username', 'operator', ' Ada ')).toBe('username-operator:ada');
  });

  it('reserves a free identifier', () => {
    when([], reserve('a1')).then([reserved('a1')]);
  });

  it('is idempotent for the account that holds it and refuses anyone else', () => {
    when([reserved('a1')], reserve('a1')).then([]);
    when([reserved('a1')], reserve('b2')).thenRefuses('conflict', 'Username already taken');
  });

  it('is released by its holder only, once', () => {
    const release = (accountId: string): IdentifierCommand => ({
      kind: 'Release',
      identifier: 'username',
      value: 'ada',
      accountId,
    });
    const released: DomainEvent = {
      type: 'IdentifierReleased',
      data: { kind: 'username', value: 'ada', account_id: 'a1' },
    };
    when([reserved('a1')], release('a1')).then([released]);
    when([reserved('a1')], release('b2')).then([]);
    when([reserved('a1'), released], release('a1')).then([]);
    when([], release('a1')).then([]);
  });

  it('is free again after a release', () => {
    const released: DomainEvent = {
      type: 'IdentifierReleased',
      data: { kind: 'username', value: 'ada', account_id: 'a1' },
    };
    when([reserved('a1'), released], reserve('b2')).then([reserved('b2')]);
  });
});
