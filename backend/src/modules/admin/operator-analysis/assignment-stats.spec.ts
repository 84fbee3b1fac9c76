import type { AssignmentDoc } from '@morphic/contracts/server';
import { assignmentStatsOf } from './assignment-stats';

const now = new Date('2026-05-10T12:00:00Z');

function assignment(
  state: AssignmentDoc['state'],
  fields: { reward?: number; score?: number; submitted?: string; mission?: string } = {},
): AssignmentDoc {
  return {
    state,
    mission_id: fields.mission ?? null,
    quality_score: fields.score ?? null,
    submitted_at: fields.submitted ?? null,
    mission: { reward_amount: fields.reward ?? 0 },
  } as AssignmentDoc;
}

describe('assignmentStatsOf', () => {
  it('counts states, averages the scored quality and totals earned and paid rewards', () => {
    const stats = assignmentStatsOf(
      [
        assignment('accepted'),
        assignment('validated', { reward: 100, score: 0.9 }),
        assignment('paid', { reward: 50, score: 0.6 }),
        assignment('failed', { score: 0.3 }),
        assignment('released'),
      ],
      () => null,
      now,
    );

    expect(stats.counts).toEqual({ accepted: 1, submitted: 0, validated: 1, failed: 1, paid: 1 });
    expect(stats.avg_quality).toBeCloseTo(0.6);
    expect(stats.totals).toEqual({ earned_total: 150, paid_total: 50 });
    expect(stats.deadlines).toEqual({ on_time: 0, missed: 0 });
  });

  it('meets a deadline when submitted by it, misses it when late or when it passed unsubmitted', () => {
    const deadlines: Record<string, string> = {
      past: '2026-05-01T00:00:00Z',
      future: '2026-06-01T00:00:00Z',
    };
    const stats = assignmentStatsOf(
      [
        assignment('submitted', { mission: 'past', submitted: '2026-04-30T00:00:00Z' }),
        assignment('submitted', { mission: 'past', submitted: '2026-05-02T00:00:00Z' }),
        assignment('accepted', { mission: 'past' }),
        assignment('accepted', { mission: 'future' }),
        assignment('released', { mission: 'past' }),
      ],
      (id) => deadlines[id] ?? null,
      now,
    );

    expect(stats.deadlines).toEqual({ on_time: 1, missed: 2 });
    expect(stats.avg_quality).toBeNull();
  });
});
