import { taskTaken } from '../../testing/events/mission-events';
import {
  decisionNotification,
  decisionNotificationId,
  submissionPath,
} from './decision-notification';

const { data: task } = taskTaken({
  title: 'Battery anomaly detection',
  description: 'Find anomalous robots.',
  reward_amount: 260,
  domain_tags: [],
});

describe('decision notification', () => {
  it('tells the operator, with high priority, and links to the submission page', () => {
    expect(decisionNotification({ entryId: 'en-1', task, decision: 'pass', score: 0.856 })).toEqual(
      {
        notification_id: decisionNotificationId('en-1'),
        recipient_id: 'op-ada',
        type: 'validation',
        priority: 'high',
        title: 'Submission validated',
        message: '"Battery anomaly detection" passed validation with a quality score of 85.6%.',
        action_url: '/marketplace-submission/as-1',
      },
    );
  });

  it('titles each decision as the spec words it', () => {
    const title = (decision: 'pass' | 'fail' | 'needs_review') =>
      decisionNotification({ entryId: 'en-1', task, decision, score: 0.5 }).title;
    expect([title('pass'), title('fail'), title('needs_review')]).toEqual([
      'Submission validated',
      'Submission needs changes',
      'Under human review',
    ]);
  });

  it('links an onboarding assignment to its task submission page', () => {
    expect(submissionPath('onboarding', 'as-9')).toBe('/task-submission/as-9');
  });

  it('derives one UUID-shaped id per validation entry', () => {
    expect(decisionNotificationId('en-1')).toBe(decisionNotificationId('en-1'));
    expect(decisionNotificationId('en-1')).not.toBe(decisionNotificationId('en-2'));
    expect(decisionNotificationId('en-1')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
