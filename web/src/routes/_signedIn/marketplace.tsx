import { createFileRoute } from '@tanstack/react-router';
import { marketplaceReadable } from '../../features/marketplace/access';
import { MarketplacePage } from '../../features/marketplace/components/MarketplacePage';
import { recommendationsQuery } from '../../features/marketplace/queries';
import { loadScreenData } from '../../lib/route-data';

export const Route = createFileRoute('/_signedIn/marketplace')({
  loader: ({ context: { queryClient, user } }) =>
    marketplaceReadable(user) && loadScreenData(queryClient, recommendationsQuery('')),
  component: MarketplacePage,
});
