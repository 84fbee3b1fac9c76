import { QueryClient } from '@tanstack/react-query';
import { job } from './job-fixture';
import { validationPushHandlers as handlers } from './push-handlers';
import { myJobsQuery, openJobsQuery } from './queries';

describe('validation push handlers', () => {
  let queryClient: QueryClient;
  const open = () => queryClient.getQueryData(openJobsQuery().queryKey)?.jobs;
  const mine = () => queryClient.getQueryData(myJobsQuery().queryKey)?.jobs;
  const context = () => ({ queryClient, position: null });

  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData(openJobsQuery().queryKey, { success: true, jobs: [job('1')] });
    queryClient.setQueryData(myJobsQuery().queryKey, { success: true, jobs: [] });
  });

  it('adds an opened job to the open list and drops a closed one', () => {
    handlers['validation.job.opened']?.(job('2'), context());
    expect(open()?.map((item) => item.validation_entry_id)).toEqual(['1', '2']);
    handlers['validation.job.closed']?.({ validation_entry_id: '1', reason: 'claimed' }, context());
    expect(open()?.map((item) => item.validation_entry_id)).toEqual(['2']);
  });

  it("puts the validator's claimed job in My jobs and out of the open list", () => {
    handlers['validation.job.updated']?.(job('1', { status: 'claimed' }), context());
    expect(mine()?.map((item) => item.status)).toEqual(['claimed']);
    expect(open()).toEqual([]);
  });
});
