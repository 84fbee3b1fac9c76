import { createFileRoute } from '@tanstack/react-router';
import { requireSignIn } from '../features/session/route-guards';
import { CreateTaskPage } from '../features/marketplace/components/CreateTaskPage';

export const Route = createFileRoute('/create-task')({
  beforeLoad: requireSignIn(),
  component: CreateTaskPage,
});
