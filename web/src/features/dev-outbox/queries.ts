import { queryOptions } from '@tanstack/react-query';
import { platformApi } from '../../lib/api/clients';
import { SESSION_SCOPE } from '../../lib/query-scopes';

/** The mails a development server kept, read with the signed-in admin's token. */
export const outboxQuery = () =>
  queryOptions({
    queryKey: [...SESSION_SCOPE, 'dev', 'outbox'],
    queryFn: ({ signal }) => platformApi.devOutbox({ signal }),
  });
