import { createFileRoute } from '@tanstack/react-router';
import { PredictionStatsTab } from '../features/prediction-stats/components/PredictionStatsTab';
import { predictionStatsQuery } from '../features/prediction-stats/queries';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';
import { ensureScreenData } from '../lib/route-data';

export const Route = createFileRoute('/system/prediction-stats')({
  ...SYSTEM_TAB_ROUTE,
  loader: ({ context: { queryClient } }) => ensureScreenData(queryClient, predictionStatsQuery()),
  component: PredictionStatsTab,
});
