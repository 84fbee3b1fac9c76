import type { CharacterReport } from '@morphic/contracts';
import { uuidFromKey } from '#infrastructure/ids/uuid-from-key';
import { missionPosted } from '../../../testing/events/mission-events';
import {
  missionMatchNotification,
  missionMatchNotificationId,
  missionMatchRecipients,
  requiredSkills,
  type MatchCandidate,
} from './mission-match-notification';

const candidate = (id: string, skills: CharacterReport['skills'] | null): MatchCandidate => ({
  _id: id,
  character_report_data: skills ? ({ skills } as CharacterReport) : null,
});

const { data: mission } = missionPosted({
  mission_id: 'ms-1',
  title: 'Battery-drain anomaly notebook',
  description: 'Find the robots that drain.',
  estimated_hours: '6',
  domain_tags: [],
  required_skill_vector: { python: 0.8, Pandas: 0.7, 'scikit-learn': 0 },
  reward_amount: 260,
  owner_operator_id: 'op-poster',
});

describe('mission match recipients', () => {
  it('reads the required skills in lower case, leaving out those weighted 0', () => {
    expect([...requiredSkills(mission)].sort()).toEqual(['pandas', 'python']);
  });

  it('takes every candidate sharing a skill, in any case, and no one else', () => {
    const candidates = [
      candidate('op-python', [{ name: 'Python', level: 'beginner' }]),
      candidate('op-pandas', [
        { name: 'Go', level: 'expert' },
        { name: 'PANDAS', level: 'advanced' },
      ]),
      candidate('op-cobol', [{ name: 'COBOL', level: 'expert' }]),
      candidate('op-sklearn', [{ name: 'scikit-learn', level: 'expert' }]),
      candidate('op-no-report', null),
    ];

    expect(missionMatchRecipients(mission, candidates, new Set())).toEqual([
      'op-python',
      'op-pandas',
    ]);
  });

  it('leaves out whoever posted the mission', () => {
    const candidates = [
      candidate('op-poster', [{ name: 'Python', level: 'expert' }]),
      candidate('op-other', [{ name: 'Python', level: 'expert' }]),
    ];

    expect(missionMatchRecipients(mission, candidates, new Set(['op-poster']))).toEqual([
      'op-other',
    ]);
  });

  it('tells no one about a mission that requires no skill', () => {
    const candidates = [candidate('op-python', [{ name: 'Python', level: 'expert' }])];

    expect(missionMatchRecipients({ required_skill_vector: {} }, candidates, new Set())).toEqual(
      [],
    );
  });
});

describe('mission match notification', () => {
  it('names the mission and its reward, medium priority, linking to the marketplace', () => {
    expect(missionMatchNotification(mission, 'op-python')).toEqual({
      notification_id: missionMatchNotificationId('ms-1', 'op-python'),
      recipient_id: 'op-python',
      type: 'mission',
      priority: 'medium',
      title: 'New mission matching your skills',
      message:
        '"Battery-drain anomaly notebook" is open in the marketplace, reward $260, paid as 260 credits.',
      action_url: '/marketplace',
    });
  });

  it('words a reward in credits as credits', () => {
    expect(
      missionMatchNotification({ ...mission, reward_amount: 50, reward_asset: 'CREDITS' }, 'op-1')
        .message,
    ).toBe('"Battery-drain anomaly notebook" is open in the marketplace, reward 50 credits.');
  });

  it('derives one id per mission and operator', () => {
    expect(missionMatchNotificationId('ms-1', 'op-1')).toBe(uuidFromKey('mission-match:ms-1:op-1'));
    expect(missionMatchNotificationId('ms-1', 'op-1')).not.toBe(
      missionMatchNotificationId('ms-1', 'op-2'),
    );
    expect(missionMatchNotificationId('ms-1', 'op-1')).not.toBe(
      missionMatchNotificationId('ms-2', 'op-1'),
    );
  });
});
