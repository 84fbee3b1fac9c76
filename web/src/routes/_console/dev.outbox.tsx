import { createFileRoute } from '@tanstack/react-router';
import { OUTBOX_TEXTS } from '../../features/dev-outbox/access';
import { OutboxPage } from '../../features/dev-outbox/components/OutboxPage';
import { outboxQuery } from '../../features/dev-outbox/queries';
import { loadScreenData } from '../../lib/route-data';

export const Route = createFileRoute('/_console/dev/outbox')({
  // The mails hold sign-up codes and reset links: the console's roles only, and a signed-out
  // visitor is asked to sign in as one of them.
  staticData: {
    signedOutView: {
      title: OUTBOX_TEXTS.title,
      message: OUTBOX_TEXTS.adminSignInRequired,
      testId: 'outbox-sign-in',
    },
  },
  loader: ({ context: { queryClient } }) => loadScreenData(queryClient, outboxQuery()),
  component: OutboxPage,
});
