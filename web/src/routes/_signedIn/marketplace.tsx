import { createFileRoute } from '@tanstack/react-router';
import { marketplaceReadable } from '../../features/marketplace/access';
import {
  MarketplaceFailed,
  MarketplaceLoading,
  MarketplacePage,
} from '../../features/marketplace/components/MarketplacePage';
import { recommendationsQuery } from '../../features/marketplace/queries';
import { ensureScreenData } from '../../lib/route-data';

export const Route = createFileRoute('/_signedIn/marketplace')({
  loader: ({ context: { queryClient, user } }) =>
    marketplaceReadable(user) && ensureScreenData(queryClient, recommendationsQuery('')),
  pendingComponent: MarketplaceLoading,
  errorComponent: MarketplaceFailed,
  component: MarketplacePage,
});
