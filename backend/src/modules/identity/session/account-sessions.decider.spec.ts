import type { DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
import { accountSessionsDecider } from './account-sessions.decider';

const listed = (jti: string): DomainEvent => ({
  type: 'AccountSessionListed',
  data: { account_id: 'op-1', jti, expires_at: '2030-01-01T00:00:00.000Z' },
});
const ended = (jtis: string[]): DomainEvent => ({
  type: 'AccountSessionsEnded',
  data: { account_id: 'op-1', jtis, reason: 'password_reset' },
});
const spec = DeciderSpecification.for(accountSessionsDecider);
const endAll = (unlisted: string[] = []) =>
  ({ kind: 'EndAll', accountId: 'op-1', reason: 'password_reset', unlisted }) as const;

describe('account sessions decider', () => {
  it('lists each session opened for the account', () => {
    spec
      .given([listed('j-1')])
      .when({ kind: 'List', accountId: 'op-1', jti: 'j-2', expiresAt: '2030-01-01T00:00:00.000Z' })
      .then([listed('j-2')]);
    expect(spec.given([listed('j-1'), listed('j-2')]).state.listed.map((s) => s.jti)).toEqual([
      'j-1',
      'j-2',
    ]);
  });

  it('ends every listed session, and those found unlisted, once each', () => {
    spec
      .given([listed('j-1'), listed('j-2')])
      .when(endAll(['j-0', 'j-2']))
      .then([ended(['j-1', 'j-2', 'j-0'])]);
  });

  it('closes the list: a session listed after the end is the only one left', () => {
    const state = spec.given([listed('j-1'), ended(['j-1']), listed('j-2')]).state;
    expect(state.listed.map((s) => s.jti)).toEqual(['j-2']);
  });

  it('records the end even with nothing open, so a sign-in deciding at the same time conflicts', () => {
    spec
      .given([])
      .when(endAll())
      .then([ended([])]);
  });
});
