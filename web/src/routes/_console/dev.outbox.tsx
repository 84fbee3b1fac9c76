import type { ErrorComponentProps } from '@tanstack/react-router';
import { createFileRoute } from '@tanstack/react-router';
import { OUTBOX_TEXTS } from '../../features/dev-outbox/access';
import { OutboxLoading, OutboxPage } from '../../features/dev-outbox/components/OutboxPage';
import { outboxQuery } from '../../features/dev-outbox/queries';
import { RouteError } from '../../features/session/components/RouteError';
import { ensureScreenData } from '../../lib/route-data';

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
  loader: ({ context: { queryClient } }) => ensureScreenData(queryClient, outboxQuery()),
  pendingComponent: OutboxLoading,
  errorComponent: OutboxError,
  component: OutboxPage,
});

function OutboxError(props: ErrorComponentProps) {
  return <RouteError {...props} title={OUTBOX_TEXTS.failed} testId="outbox-error" />;
}
