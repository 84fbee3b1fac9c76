import { createFileRoute } from '@tanstack/react-router';
import { marketplaceGate } from '../features/marketplace/access';
import { MarketplacePage } from '../features/marketplace/components/MarketplacePage';
import { recommendationsQuery } from '../features/marketplace/queries';
import { requireSignIn } from '../features/session/route-guards';
import { loadScreenData } from '../lib/route-data';

export const Route = createFileRoute('/marketplace')({
  beforeLoad: requireSignIn(),
  loader: ({ context: { queryClient, user } }) =>
    marketplaceGate(user) === 'open' && loadScreenData(queryClient, recommendationsQuery('')),
  component: MarketplacePage,
});
