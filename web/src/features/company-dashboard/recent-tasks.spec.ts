import type { Mission } from '@morphic/contracts';
import { recentTasks } from './recent-tasks';

const mission = (id: string, status: Mission['status']) => ({ id, status }) as Mission;

describe('recentTasks', () => {
  it('puts the tasks being worked on first, then the others in their order, up to the count', () => {
    const missions = [
      mission('new-1', 'open'),
      mission('new-2', 'open'),
      mission('taken', 'assigned'),
      mission('done', 'validated'),
      mission('in-review', 'submitted'),
    ];
    expect(recentTasks(missions, 4).map((m) => m.id)).toEqual([
      'taken',
      'in-review',
      'new-1',
      'new-2',
    ]);
    expect(recentTasks([], 5)).toEqual([]);
  });
});
