import { QueryClient } from '@tanstack/react-query';
import { composePushHandlers, type PushHandlers } from './push-handlers';

describe('composePushHandlers', () => {
  it("lists each message's handlers in the features' order, and only for messages handled", () => {
    const calls: string[] = [];
    const first: PushHandlers = {
      'mission.created': () => calls.push('first created'),
      'notification.deleted': () => calls.push('first deleted'),
    };
    const second: PushHandlers = { 'mission.created': () => calls.push('second created') };
    const lists = composePushHandlers([first, second]);

    expect(Object.keys(lists).sort()).toEqual(['mission.created', 'notification.deleted']);
    const context = { queryClient: new QueryClient(), position: null };
    for (const handler of lists['mission.created'] ?? []) {
      handler({} as Parameters<typeof handler>[0], context);
    }
    expect(calls).toEqual(['first created', 'second created']);
  });
});
