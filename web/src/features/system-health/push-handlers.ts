import type { ProjectionsOverviewResponse } from '@morphic/contracts';
import type { PushHandlers } from '../../lib/realtime/push-handlers';
import { projectionsOverviewKey } from './queries';

/**
 * An online rebuild's progress goes into its projection's row; once it switched over (or
 * failed) the list is read again for the new generation, checkpoint and lag.
 */
export const systemHealthPushHandlers: PushHandlers = {
  'projection.rebuild': (progress, { queryClient }) => {
    queryClient.setQueryData<ProjectionsOverviewResponse>(projectionsOverviewKey, (overview) =>
      overview
        ? {
            ...overview,
            projections: overview.projections.map((projection) =>
              projection.name === progress.projection
                ? { ...projection, rebuild: progress }
                : projection,
            ),
          }
        : overview,
    );
    if (progress.state === 'idle' || progress.state === 'failed') {
      void queryClient.invalidateQueries({ queryKey: projectionsOverviewKey });
    }
  },
};
