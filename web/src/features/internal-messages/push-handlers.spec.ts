import type { SessionUser } from '@morphic/contracts';
import { QueryClient } from '@tanstack/react-query';
import { sessionUserKey } from '../session/session-actions';
import { internalMessagesPushHandlers as handlers } from './push-handlers';
import { adminConversationsQuery, myConversationsQuery } from './queries';
import { summary } from './thread-fixture';

describe('internal messages push handlers', () => {
  it("lists a thread's new summary for the admins, and for its own operator only", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(myConversationsQuery().queryKey, { success: true, conversations: [] });
    queryClient.setQueryData(adminConversationsQuery().queryKey, {
      success: true,
      conversations: [],
    });
    const mine = () => queryClient.getQueryData(myConversationsQuery().queryKey)?.conversations;
    const admins = () =>
      queryClient.getQueryData(adminConversationsQuery().queryKey)?.conversations;

    queryClient.setQueryData(sessionUserKey, { id: 'someone-else' } as SessionUser);
    handlers['thread.updated']?.(summary('th-1', '2025-03-03T00:00:00.000Z'), {
      queryClient,
      position: '1',
    });
    expect(mine()).toEqual([]);
    expect(admins()?.map((thread) => thread.thread_id)).toEqual(['th-1']);

    queryClient.setQueryData(sessionUserKey, { id: 'op-ada' } as SessionUser);
    handlers['thread.updated']?.(summary('th-1', '2025-03-04T00:00:00.000Z'), {
      queryClient,
      position: '2',
    });
    expect(mine()?.map((thread) => thread.thread_id)).toEqual(['th-1']);
  });
});
