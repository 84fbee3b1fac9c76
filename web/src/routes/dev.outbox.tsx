import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../features/dev-outbox/components/OutboxPage';

export const Route = createFileRoute('/dev/outbox')({
  component: OutboxPage,
});
