import { createFileRoute } from '@tanstack/react-router';
import { OUTBOX_READERS, OUTBOX_TEXTS } from '../features/dev-outbox/access';
import { OutboxPage } from '../features/dev-outbox/components/OutboxPage';
import { outboxQuery } from '../features/dev-outbox/queries';
import { requireRole } from '../features/session/route-guards';
import { loadScreenData } from '../lib/route-data';

export const Route = createFileRoute('/dev/outbox')({
  beforeLoad: requireRole(OUTBOX_READERS, {
    title: OUTBOX_TEXTS.title,
    message: OUTBOX_TEXTS.adminSignInRequired,
    testId: 'outbox-sign-in',
  }),
  loader: ({ context: { queryClient } }) => loadScreenData(queryClient, outboxQuery()),
  component: OutboxPage,
});
