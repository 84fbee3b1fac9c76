import { createFileRoute } from '@tanstack/react-router';
import { MyTasksPage } from '../features/assignments/components/MyTasksPage';

export const Route = createFileRoute('/my-tasks')({
  component: MyTasksPage,
});
