import { createFileRoute } from '@tanstack/react-router';
import { RewardsPage } from '../features/marketing/components/RewardsPage';

export const Route = createFileRoute('/rewards')({
  component: RewardsPage,
});
