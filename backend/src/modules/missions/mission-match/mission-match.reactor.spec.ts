import type { CharacterReport, EventData, ReadStore } from '@morphic/contracts';
import type { ProjectedEvent } from '@morphic/projections';
import type { CommandBus } from '@nestjs/cqrs';
import { MissionMatchReactor } from './mission-match.reactor';

const OPERATORS = 50;

const mission: EventData<'MissionPosted'> = {
  mission_id: 'ms-1',
  title: 'Battery-drain anomaly notebook',
  description: 'Find the robots that drain.',
  difficulty: 'intermediate',
  estimated_hours: '6',
  domain_tags: [],
  required_skill_vector: { python: 0.8 },
  reward_amount: 260,
  reward_asset: 'USD',
  deadline_at: null,
  owner_operator_id: null,
  company_id: null,
};

const posted = {
  id: 'event-1',
  type: 'MissionPosted',
  data: mission,
  metadata: { actorId: null, correlationId: 'corr-1' },
} as unknown as ProjectedEvent<'MissionPosted'>;

/** Stores and a command bus that answer at once, as the embedded ones do. */
function reactorWithPythonOperators(): { reactor: MissionMatchReactor; sent: () => number } {
  const candidates = Array.from({ length: OPERATORS }, (_, i) => ({
    _id: `op-${i}`,
    character_report_data: { skills: [{ name: 'Python', level: 'beginner' }] } as CharacterReport,
  }));
  const store = {
    collection: () => ({ find: () => Promise.resolve(candidates) }),
  } as unknown as ReadStore;
  let sent = 0;
  const commands = {
    execute: () => {
      sent += 1;
      return Promise.resolve({ position: { commit: BigInt(sent), prepare: BigInt(sent) } });
    },
  } as unknown as CommandBus;
  const unused = null as never;
  return {
    reactor: new MissionMatchReactor(unused, store, unused, commands, unused, unused),
    sent: () => sent,
  };
}

describe('MissionMatchReactor fan-out', () => {
  it('sends one notification per event-loop turn, so a large fan-out never holds back I/O', async () => {
    const { reactor, sent } = reactorWithPythonOperators();
    const sentWhenIoRan = new Promise<number>((resolve) => setImmediate(() => resolve(sent())));
    expect(await reactor.notifyMatches(posted)).toBe(OPERATORS);
    expect(await sentWhenIoRan).toBeLessThan(OPERATORS);
  });
});
