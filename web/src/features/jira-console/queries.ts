import { queryOptions } from '@tanstack/react-query';
import { companiesApi } from '../../lib/api/clients';
import { companiesConsoleKey } from '../companies-console/queries';

/**
 * Under the companies console's key: a change to an account (created, deleted, synced) also
 * changes the company's Jira badge and missions there, and one invalidation refreshes both.
 */
const jiraConsoleKey = (companyId: string) => [...companiesConsoleKey, 'jira', companyId] as const;

export const jiraAccountsQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...jiraConsoleKey(companyId), 'accounts'],
    queryFn: ({ signal }) => companiesApi.jiraAccounts({ params: { id: companyId }, signal }),
  });

export const calibrationStatusQuery = (companyId: string, accountId: string) =>
  queryOptions({
    queryKey: [...jiraConsoleKey(companyId), 'calibration', accountId],
    queryFn: ({ signal }) => companiesApi.calibrationStatus({ params: { id: accountId }, signal }),
  });

export const uploadConfigQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...jiraConsoleKey(companyId), 'upload-config'],
    queryFn: ({ signal }) =>
      companiesApi.companyJiraUploadConfig({ params: { id: companyId }, signal }),
  });
