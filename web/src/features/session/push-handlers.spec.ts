import type { SessionUser } from '@morphic/contracts';
import { QueryClient } from '@tanstack/react-query';
import { sessionPushHandlers as handlers } from './push-handlers';
import { sessionUserKey } from './session-actions';

describe('session push handlers', () => {
  it("merges the signed-in user's changed fields, ignoring other accounts and older pushes", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionUserKey, { id: 'u-1', credits: 10 } as SessionUser);
    const credits = () => queryClient.getQueryData<SessionUser>(sessionUserKey)?.credits;

    handlers['account.updated']?.({ id: 'u-2', credits: 99 }, { queryClient, position: '1' });
    expect(credits()).toBe(10);
    handlers['account.updated']?.({ id: 'u-1', credits: 190 }, { queryClient, position: '8' });
    expect(credits()).toBe(190);
    handlers['account.updated']?.({ id: 'u-1', credits: 150 }, { queryClient, position: '7' });
    expect(credits()).toBe(190);
  });
});
