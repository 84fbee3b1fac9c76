import { testAssignment } from './assignment-fixture';
import { upsertAssignment, withQuestions } from './assignments-cache';

describe('upsertAssignment', () => {
  const list = {
    success: true as const,
    assignments: [testAssignment('a', 'accepted'), testAssignment('b', 'submitted')],
  };

  it('replaces a cached assignment in place', () => {
    const next = upsertAssignment(list, testAssignment('b', 'validated'));
    expect(next.assignments.map((a) => [a.id, a.state])).toEqual([
      ['a', 'accepted'],
      ['b', 'validated'],
    ]);
  });

  it('puts a new assignment first (a task just taken in another tab)', () => {
    const next = upsertAssignment(list, testAssignment('c', 'accepted'));
    expect(next.assignments.map((a) => a.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('withQuestions', () => {
  it('takes the pushed questions when they differ', () => {
    const history = {
      success: true as const,
      questions: [],
      has_jira: false,
      jira_key: null,
      description_last_updated: '2025-03-01T09:00:00.000Z',
    };
    const asked = testAssignment('a', 'accepted', {
      questions: [{ timestamp: '2025-03-01T10:00:00.000Z', question: 'Which delimiter?' }],
    });
    expect(withQuestions(history, asked).questions).toEqual(asked.questions);
    expect(withQuestions(history, testAssignment('a', 'accepted'))).toBe(history);
  });
});
