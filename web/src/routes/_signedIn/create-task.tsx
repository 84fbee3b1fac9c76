import { createFileRoute } from '@tanstack/react-router';
import { CreateTaskPage } from '../../features/marketplace/components/CreateTaskPage';

export const Route = createFileRoute('/_signedIn/create-task')({
  component: CreateTaskPage,
});
