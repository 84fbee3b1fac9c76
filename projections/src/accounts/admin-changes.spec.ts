import {
  ACCOUNTS_COLLECTION,
  AccountDocSchema,
  STREAMS,
  type AccountDoc,
} from '@morphic/contracts/server';
import { TestLog, project, pushesAfter } from '../testing/project';
import { adaRegistered } from '../testing/ada-registered';
import { accountsProjection } from './projection';

const operatorStream = { streamId: STREAMS.operator('op-ada') };

const accountOf = async (given: Parameters<typeof project>[1]) =>
  (await project(accountsProjection, given))[ACCOUNTS_COLLECTION]?.[0] as AccountDoc | undefined;

describe('accounts projection: an admin’s changes to an operator', () => {
  it('tells the admin consoles’ operator lists after a registration, status, flags, roles or details change', async () => {
    const log = new TestLog();
    const registered = adaRegistered(log);
    const changes = [
      log.event(
        'OperatorStatusChanged',
        { operator_id: 'op-ada', status: 'suspended' },
        operatorStream,
      ),
      log.event(
        'OperatorFlagsChanged',
        { operator_id: 'op-ada', flags: { is_vetted: true } },
        operatorStream,
      ),
      log.event(
        'OperatorRolesChanged',
        { operator_id: 'op-ada', roles: ['operator'] },
        operatorStream,
      ),
      log.event(
        'OperatorDetailsChanged',
        { operator_id: 'op-ada', changes: { full_name: 'Ada L' } },
        operatorStream,
      ),
    ];
    for (let count = 0; count <= changes.length; count += 1) {
      const given = [registered, ...changes.slice(0, count)];
      expect((await pushesAfter(accountsProjection, given)).at(-1)).toEqual({
        rooms: ['role:admin', 'role:founder'],
        message: 'admin.list.changed',
        data: { list: 'operators' },
      });
    }
  });

  it('applies roles, status, flags and details, keeping the lowercase keys in step', async () => {
    const log = new TestLog();
    const account = await accountOf([
      adaRegistered(log),
      log.event(
        'OperatorRolesChanged',
        { operator_id: 'op-ada', roles: ['operator', 'validator'] },
        operatorStream,
      ),
      log.event(
        'OperatorStatusChanged',
        { operator_id: 'op-ada', status: 'suspended' },
        operatorStream,
      ),
      log.event(
        'OperatorFlagsChanged',
        { operator_id: 'op-ada', flags: { is_vetted: true, onboarding_completed: true } },
        operatorStream,
      ),
      log.event(
        'OperatorDetailsChanged',
        {
          operator_id: 'op-ada',
          changes: {
            handle: 'Countess',
            email: 'Ada@Moved.example',
            full_name: 'Ada King',
            level: 3,
            skill_vector: { python: 0.5 },
          },
        },
        operatorStream,
      ),
    ]);
    expect(account).toMatchObject({
      role: 'operator,validator',
      status: 'suspended',
      is_vetted: true,
      onboarding_completed: true,
      character_report_completed: false,
      username: 'Countess',
      username_lower: 'countess',
      email: 'Ada@Moved.example',
      email_lower: 'ada@moved.example',
      full_name: 'Ada King',
      first_name: 'Ada',
      last_name: 'King',
      level: 3,
      skill_vector: { python: 0.5 },
      stream_revision: 4,
    });
    expect(AccountDocSchema.parse(account)).toEqual(account);
  });

  it('does not turn a later change back when an earlier event is applied again', async () => {
    const log = new TestLog();
    const suspended = log.event(
      'OperatorStatusChanged',
      { operator_id: 'op-ada', status: 'suspended' },
      operatorStream,
    );
    const active = log.event(
      'OperatorStatusChanged',
      { operator_id: 'op-ada', status: 'active' },
      operatorStream,
    );
    expect(await accountOf([adaRegistered(log), suspended, active, suspended])).toMatchObject({
      status: 'active',
    });
  });
});
