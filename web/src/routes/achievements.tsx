import { createFileRoute } from '@tanstack/react-router';
import { AchievementsPage } from '../features/marketing/components/AchievementsPage';

export const Route = createFileRoute('/achievements')({
  component: AchievementsPage,
});
