import { createFileRoute } from '@tanstack/react-router';
import { MarketplacePage } from '../features/marketplace/components/MarketplacePage';

export const Route = createFileRoute('/marketplace')({
  component: MarketplacePage,
});
