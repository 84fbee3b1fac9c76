import { createFileRoute } from '@tanstack/react-router';
import { marketplaceReadable } from '../features/marketplace/access';
import { MarketplacePage } from '../features/marketplace/components/MarketplacePage';
import { recommendationsQuery } from '../features/marketplace/queries';
import { requireSignIn } from '../features/session/route-guards';
import { loadScreenData } from '../lib/route-data';

export const Route = createFileRoute('/marketplace')({
  beforeLoad: requireSignIn(),
  loader: ({ context: { queryClient, user } }) =>
    marketplaceReadable(user) && loadScreenData(queryClient, recommendationsQuery('')),
  component: MarketplacePage,
});
