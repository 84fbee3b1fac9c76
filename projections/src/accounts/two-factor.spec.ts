import { ACCOUNTS_COLLECTION, STREAMS, type AccountDoc } from '@morphic/contracts/server';
import { TestLog, project, projectForIdempotency, reapplicationsOf } from '../testing/project';
import { adaRegistered } from '../testing/ada-registered';
import { accountsProjection } from './projection';
import { toSessionUser } from './views';

const operatorStream = { streamId: STREAMS.operator('op-ada') };

const events = (log = new TestLog()) => [
  adaRegistered(log),
  log.event('TwoFactorSetupStarted', { account_id: 'op-ada', secret: 'S3CRET' }, operatorStream),
  log.event('TwoFactorEnabled', { account_id: 'op-ada', time_step: 100 }, operatorStream),
  log.event('TwoFactorCodeAccepted', { account_id: 'op-ada', time_step: 101 }, operatorStream),
  log.event('TwoFactorDisabled', { account_id: 'op-ada', time_step: 102 }, operatorStream),
];

const accountOf = async (given: Parameters<typeof project>[1]) =>
  (await project(accountsProjection, given))[ACCOUNTS_COLLECTION]?.[0] as AccountDoc | undefined;

describe('accounts projection: two-factor sign-in', () => {
  it('marks the account once two-factor is enabled, never showing the secret', async () => {
    const given = events();

    const enabled = await accountOf(given.slice(0, 3));
    expect(enabled).toMatchObject({ two_factor_enabled: true, stream_revision: 2 });
    expect(JSON.stringify(enabled)).not.toContain('S3CRET');
    expect((await accountOf(given.slice(0, 2)))?.two_factor_enabled).toBeUndefined();
    expect((await accountOf(given))?.two_factor_enabled).toBe(false);
  });

  it('puts the status in the session user, false when never enabled', async () => {
    const context = { company: null, founderUsernames: new Set<string>(), impersonatedBy: null };
    const given = events();
    const never = await accountOf(given.slice(0, 1));
    const enabled = await accountOf(given.slice(0, 3));
    if (!never || !enabled) throw new Error('no account document');

    expect(toSessionUser(never, context).two_factor_enabled).toBe(false);
    expect(toSessionUser(enabled, context).two_factor_enabled).toBe(true);
  });

  it('is idempotent: re-applying an older event never turns a later change back', async () => {
    const given = events();

    const { once, eachTwice, replayed } = await projectForIdempotency(accountsProjection, given);

    expect(eachTwice).toEqual(once);
    expect(replayed).toEqual(once);
    for (const { label, before, after } of await reapplicationsOf(accountsProjection, given)) {
      expect({ label, docs: after }).toEqual({ label, docs: before });
    }
  });
});
