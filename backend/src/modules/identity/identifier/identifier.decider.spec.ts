import { STREAMS, type DomainEvent } from '@morphic/contracts/server';
import { DomainRuleViolation, fold } from '../../../infrastructure/commands/decider';
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
const when = (past: DomainEvent[], command: IdentifierCommand) =>
  identifierDecider.decide(command, fold(identifierDecider, past));

describe('identifier decider', () => {
  it('names one stream per identifier, case-insensitively', () => {
    expect(STREAMS.identifier('username', 'operator', ' Ada ')).toBe('username-operator:ada');
  });

  it('reserves a free identifier', () => {
    expect(when([], reserve('a1'))).toEqual([reserved('a1')]);
  });

  it('is idempotent for the account that holds it and refuses anyone else', () => {
    expect(when([reserved('a1')], reserve('a1'))).toEqual([]);
    expect(() => when([reserved('a1')], reserve('b2'))).toThrow(
      new DomainRuleViolation('conflict', 'Username already taken'),
    );
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
    expect(when([reserved('a1')], release('a1'))).toEqual([released]);
    expect(when([reserved('a1')], release('b2'))).toEqual([]);
    expect(when([reserved('a1'), released], release('a1'))).toEqual([]);
    expect(when([], release('a1'))).toEqual([]);
  });

  it('is free again after a release', () => {
    const released: DomainEvent = {
      type: 'IdentifierReleased',
      data: { kind: 'username', value: 'ada', account_id: 'a1' },
    };
    expect(when([reserved('a1'), released], reserve('b2'))).toEqual([reserved('b2')]);
  });
});
