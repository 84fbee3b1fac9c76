import { createFileRoute } from '@tanstack/react-router';
import { JoinChooser } from '../features/registration/components/JoinChooser';

export const Route = createFileRoute('/join/')({
  component: JoinChooser,
});
