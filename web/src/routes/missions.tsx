import { createFileRoute } from '@tanstack/react-router';
import { MissionsExplainerPage } from '../features/marketing/components/MissionsExplainerPage';

export const Route = createFileRoute('/missions')({
  component: MissionsExplainerPage,
});
