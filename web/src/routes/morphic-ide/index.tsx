import { createFileRoute } from '@tanstack/react-router';
import { ForgePage } from '../../features/marketing/components/ForgePage';

export const Route = createFileRoute('/morphic-ide/')({
  component: ForgePage,
});
