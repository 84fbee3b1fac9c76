import { ADMIN_ENDPOINTS, MESSAGES } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { SettingsChanges } from '../settings-changes';

const { setCurrentCohort } = ADMIN_ENDPOINTS;

/** Names the current cohort. */
@HandlesEndpoint(setCurrentCohort)
export class SetCurrentCohort {
  constructor(private readonly settings: SettingsChanges) {}

  handle({
    body,
    context,
  }: EndpointRequest<typeof setCurrentCohort>): Promise<Reply<typeof setCurrentCohort>> {
    return this.settings.change(
      [{ kind: 'SetCurrentCohort', name: body.name }],
      MESSAGES.cohortSet(body.name),
      context,
    );
  }
}
