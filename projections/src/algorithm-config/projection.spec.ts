import { ALGORITHM_CONFIG_COLLECTION, AlgorithmConfigDocSchema } from '@morphic/contracts/server';
import { TestLog, parsedWith, project, projectForIdempotency } from '../testing/project';
import { algorithmConfigProjection } from './projection';

describe('algorithm config projection', () => {
  it('keeps the last saved values of each section, with who saved them', async () => {
    const log = new TestLog();
    const events = [
      log.event(
        'AlgorithmConfigSectionSaved',
        { section: 'onboarding', values: { max_attempts_per_skill: 2 } },
        { metadata: { actorId: 'admin-1', actorRole: 'admin' } },
      ),
      log.event('AlgorithmConfigSectionSaved', {
        section: 'onboarding',
        values: { max_attempts_per_skill: 3 },
      }),
    ];

    const docs = (await project(algorithmConfigProjection, events))[ALGORITHM_CONFIG_COLLECTION];

    expect(docs).toEqual([
      {
        _id: 'onboarding',
        values: { max_attempts_per_skill: 3 },
        saved_by: events[1]?.metadata.actorId ?? null,
        saved_at: events[1]?.metadata.at,
        stream_revision: 1,
      },
    ]);
    expect(parsedWith(AlgorithmConfigDocSchema, docs ?? [])).toEqual(docs);
  });

  it('drops every section saved before a reload, and keeps one saved after it', async () => {
    const log = new TestLog();
    const events = [
      log.event('AlgorithmConfigSectionSaved', {
        section: 'onboarding',
        values: { max_attempts_per_skill: 2 },
      }),
      log.event('AlgorithmConfigSectionSaved', {
        section: 'skill_vector',
        values: { weight_expert: 0.9 },
      }),
      log.event('AlgorithmConfigReloaded', { values: {} }),
      log.event('AlgorithmConfigSectionSaved', {
        section: 'skill_vector',
        values: { weight_expert: 0.8 },
      }),
    ];

    const { once, eachTwice, replayed } = await projectForIdempotency(
      algorithmConfigProjection,
      events,
    );

    expect(once[ALGORITHM_CONFIG_COLLECTION]?.map((doc) => [doc._id, doc['values']])).toEqual([
      ['skill_vector', { weight_expert: 0.8 }],
    ]);
    expect(eachTwice).toEqual(once);
    expect(replayed).toEqual(once);
  });
});
