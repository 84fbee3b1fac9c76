import { queryOptions } from '@tanstack/react-query';
import { operatorAnalysisApi } from '../../lib/api/clients';
import { SESSION_SCOPE } from '../../lib/query-scopes';

/** Everything cached about one operator on the analysis screen. */
export const operatorAnalysisKey = (operatorId: string) =>
  [...SESSION_SCOPE, 'admin', 'operator-analysis', operatorId] as const;

/** The Live activity log: the 5 latest assignments (spec 03 section 9). */
export const LIVE_ASSIGNMENTS = 5;
export const ARCHIVE_PAGE_SIZE = 10;

export const operatorStatsQuery = (operatorId: string) =>
  queryOptions({
    queryKey: [...operatorAnalysisKey(operatorId), 'stats'],
    queryFn: ({ signal }) =>
      operatorAnalysisApi.operatorStats({ params: { id: operatorId }, signal }),
  });

export const operatorAssignmentsQuery = (operatorId: string, page: number, limit: number) =>
  queryOptions({
    queryKey: [...operatorAnalysisKey(operatorId), 'assignments', page, limit],
    queryFn: ({ signal }) =>
      operatorAnalysisApi.adminAssignments({
        query: { operator_id: operatorId, page, limit },
        signal,
      }),
  });

export const taskHistoryQuery = (operatorId: string) =>
  queryOptions({
    queryKey: [...operatorAnalysisKey(operatorId), 'task-history'],
    queryFn: ({ signal }) =>
      operatorAnalysisApi.taskHistory({ params: { id: operatorId }, signal }),
  });

/** One assignment as the analysis modal shows it. */
export const adminAssignmentQuery = (assignmentId: string) =>
  queryOptions({
    queryKey: [...SESSION_SCOPE, 'admin', 'assignment', assignmentId],
    queryFn: ({ signal }) =>
      operatorAnalysisApi.adminAssignment({ params: { id: assignmentId }, signal }),
  });
