import { QueryClient } from '@tanstack/react-query';
import { adminListsPushHandlers as handlers } from './admin-lists-push-handlers';
import { missionsConsoleKey } from '../missions-console/queries';
import { OPERATOR_LISTS_KEY } from './components/operators/useOperatorCommand';

describe('admin list push handlers', () => {
  it('marks only the changed list stale, so an open console reads it again', () => {
    const queryClient = new QueryClient();
    const missions = [...missionsConsoleKey, 'list', { q: '' }];
    const operators = [...OPERATOR_LISTS_KEY, { q: '' }];
    queryClient.setQueryData(missions, { missions: [] });
    queryClient.setQueryData(operators, { operators: [] });

    handlers['admin.list.changed']?.({ list: 'operators' }, { queryClient, position: '9' });

    expect(queryClient.getQueryState(operators)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(missions)?.isInvalidated).toBe(false);
    handlers['admin.list.changed']?.({ list: 'missions' }, { queryClient, position: '10' });
    expect(queryClient.getQueryState(missions)?.isInvalidated).toBe(true);
  });
});
