import { VALIDATION_STATUS_OF_DECISION, type ValidationDecision } from '@morphic/contracts';
import {
  PREDICTION_OUTCOMES_COLLECTION,
  PredictionOutcomeDocSchema,
  STREAMS,
  type EventData,
} from '@morphic/contracts/server';
import { TestLog, parsedWith, project, expectIdempotent } from '../testing/project';
import { predictionOutcomesProjection } from './projection';

const task = (assignmentId: string, withPrediction: boolean): EventData<'TaskTaken'> => ({
  assignment_id: assignmentId,
  operator_id: 'op-ada',
  source: 'mission',
  mission_id: 'mi-1',
  onboarding_task_id: null,
  skill: null,
  title: 'Rate-limit the API',
  description: 'Token bucket per key.',
  reward_amount: 40,
  reward_asset: 'CREDITS',
  domain_tags: ['backend'],
  validator_kind: 'peer',
  deadline_at: null,
  message: null,
  ...(withPrediction ? { prediction: { success_probability: 0.8, expected_hours: 2 } } : {}),
});

const decided = (
  assignmentId: string,
  decision: ValidationDecision,
  score: number,
): EventData<'Decided'> => ({
  assignment_id: assignmentId,
  entry_id: `en-${assignmentId}`,
  decision,
  validation_status: VALIDATION_STATUS_OF_DECISION[decision],
  score,
  report: 'Checked.',
  validator_id: 'val-1',
  validator_type: 'peer',
});

/** a-1: taken with a prediction, submitted 3 minutes later (the log's clock), failed then passed. */
const events = (log = new TestLog()) => {
  const on = (id: string) => ({ streamId: STREAMS.assignment(id) });
  const submitted = (id: string) =>
    log.event(
      'Submitted',
      { assignment_id: id, entry_id: `en-${id}`, notes: '', saved_names: ['a.py'] },
      on(id),
    );
  return [
    log.event('TaskTaken', task('a-1', true), on('a-1')),
    log.event('TaskTaken', task('a-old', false), on('a-old')),
    log.event(
      'ValidationClaimed',
      { assignment_id: 'a-1', entry_id: 'x', validator_id: 'v' },
      on('a-1'),
    ),
    submitted('a-1'),
    log.event('Decided', decided('a-1', 'fail', 0.4), on('a-1')),
    submitted('a-old'),
    log.event('Decided', decided('a-1', 'needs_review', 0.5), on('a-1')),
    log.event('Decided', decided('a-1', 'pass', 0.9), on('a-1')),
  ];
};

describe('prediction outcomes projection', () => {
  it('pairs each recorded prediction with the latest submission and decision; older takes have no row', async () => {
    const given = events();

    const docs = await project(predictionOutcomesProjection, given);

    const rows = docs[PREDICTION_OUTCOMES_COLLECTION] ?? [];
    expect(parsedWith(PredictionOutcomeDocSchema, rows)).toEqual(rows);
    expect(rows).toEqual([
      {
        _id: 'a-1',
        stream_revision: 5,
        operator_id: 'op-ada',
        mission_id: 'mi-1',
        taken_at: given[0]?.metadata.at,
        success_probability: 0.8,
        expected_hours: 2,
        submitted_at: given[3]?.metadata.at,
        actual_hours: 3 / 60,
        decided_at: given[7]?.metadata.at,
        passed: true,
        quality_score: 0.9,
      },
    ]);
  });

  it('is idempotent: each event twice, or the whole log replayed, gives the same rows', async () => {
    const given = events();

    const once = await expectIdempotent(predictionOutcomesProjection, given);

    expect(once[PREDICTION_OUTCOMES_COLLECTION]).toHaveLength(1);
  });
});
