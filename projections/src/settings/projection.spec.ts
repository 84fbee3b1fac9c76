import { AdminSettingsSchema, PublicSettingsSchema } from '@morphic/contracts';
import { SETTINGS_COLLECTION, SettingsDocSchema } from '@morphic/contracts/server';
import { accountsProjection } from '../accounts/projection';
import { pushesFor, type ProjectedEvent } from '../runtime/projection';
import {
  TestLog,
  applyAll,
  parsedWith,
  project,
  projectForIdempotency,
  pushesAfter,
} from '../testing/project';
import { settingsProjection } from './projection';

const given = (log = new TestLog()) => ({
  log,
  cohort: (name: string, actorId = 'admin-1') =>
    log.event('CurrentCohortSet', { name }, { metadata: { actorId, actorRole: 'admin' } }),
  underConstruction: (enabled: boolean, actorId = 'founder-1') =>
    log.event(
      'OperatorsUnderConstructionSet',
      { enabled },
      { metadata: { actorId, actorRole: 'founder' } },
    ),
});

describe('settings projection', () => {
  it('holds no document before any setting was changed', async () => {
    expect(await project(settingsProjection, [])).toEqual({ [SETTINGS_COLLECTION]: [] });
  });

  it('sets the current cohort, keeping the default notice, stamped with who and when', async () => {
    const { cohort } = given();
    const set = cohort('Cohort 2');

    const docs = await project(settingsProjection, [set]);

    expect(docs[SETTINGS_COLLECTION]).toEqual([
      {
        _id: 'platform',
        current_cohort: { name: 'Cohort 2' },
        operators_under_construction: { enabled: true },
        updated_at: set.metadata.at,
        updated_by: 'admin-1',
        stream_revision: 0,
      },
    ]);
    expect(parsedWith(SettingsDocSchema, docs[SETTINGS_COLLECTION] ?? [])).toEqual(
      docs[SETTINGS_COLLECTION],
    );
  });

  it('keeps both settings when the other one changes, stamped by the latest change', async () => {
    const { cohort, underConstruction } = given();
    const events = [
      cohort('Cohort 2'),
      underConstruction(true),
      cohort('Cohort 3', 'admin-2'),
      underConstruction(false, 'founder-2'),
      underConstruction(true, 'founder-3'),
    ];

    const docs = await project(settingsProjection, events);

    expect(docs[SETTINGS_COLLECTION]).toEqual([
      {
        _id: 'platform',
        current_cohort: { name: 'Cohort 3' },
        operators_under_construction: { enabled: true },
        updated_at: events[4]?.metadata.at,
        updated_by: 'founder-3',
        stream_revision: 4,
      },
    ]);
    expect(parsedWith(SettingsDocSchema, docs[SETTINGS_COLLECTION] ?? [])).toEqual(
      docs[SETTINGS_COLLECTION],
    );
  });

  it('keeps the cohort when only the notice was ever changed', async () => {
    const { underConstruction } = given();
    const on = underConstruction(true);

    const docs = await project(settingsProjection, [on]);

    expect(docs[SETTINGS_COLLECTION]).toEqual([
      {
        _id: 'platform',
        current_cohort: { name: 'Genesis Cohort' },
        operators_under_construction: { enabled: true },
        updated_at: on.metadata.at,
        updated_by: 'founder-1',
        stream_revision: 0,
      },
    ]);
  });

  it('is idempotent: each event twice, or the whole log replayed, gives the same document', async () => {
    const { cohort, underConstruction } = given();
    const events = [cohort('Cohort 2'), underConstruction(true), cohort('Cohort 3')];

    const { once, eachTwice, replayed } = await projectForIdempotency(settingsProjection, events);

    expect(once[SETTINGS_COLLECTION]).toHaveLength(1);
    expect(eachTwice).toEqual(once);
    expect(replayed).toEqual(once);
  });

  it('pushes the public settings to everyone and the admin settings, naming the editor, to admins and founders', async () => {
    const { log, cohort, underConstruction } = given();
    const founder = log.event('OperatorRegistered', {
      operator_id: 'founder-1',
      username: 'morgan',
      email: 'morgan@example.com',
      full_name: 'Morgan Reyes',
      password_hash: '$argon2id$v=19$m=65536,t=3,p=4$morgan',
      role: 'operator,founder',
      age: null,
      education: null,
      university: null,
      cohort: null,
      email_verified: true,
    });
    const events = [cohort('Cohort 2'), underConstruction(true)];
    const store = await applyAll(accountsProjection, [founder]);
    await applyAll(settingsProjection, events, store);

    const pushes = await pushesFor(settingsProjection, events[1] as ProjectedEvent, store);

    expect(pushes).toEqual([
      {
        rooms: ['public'],
        message: 'settings.public',
        data: { current_cohort: 'Cohort 2', operators_under_construction: true },
      },
      {
        rooms: ['role:admin', 'role:founder'],
        message: 'settings.admin',
        data: {
          current_cohort: { name: 'Cohort 2' },
          operators_under_construction: { enabled: true },
          updated_at: events[1]?.metadata.at,
          updated_by: 'founder-1',
          updated_by_username: 'morgan',
        },
      },
    ]);
    expect(PublicSettingsSchema.parse(pushes[0]?.data)).toEqual(pushes[0]?.data);
    expect(AdminSettingsSchema.parse(pushes[1]?.data)).toEqual(pushes[1]?.data);
  });

  it('pushes for a cohort change too, with the document as it is after the event', async () => {
    const { cohort } = given();

    const pushes = await pushesAfter(settingsProjection, [cohort('Cohort 9')]);

    expect(pushes.map((push) => [push.message, push.rooms])).toEqual([
      ['settings.public', ['public']],
      ['settings.admin', ['role:admin', 'role:founder']],
    ]);
    expect(pushes[0]?.data).toEqual({
      current_cohort: 'Cohort 9',
      operators_under_construction: true,
    });
  });
});
