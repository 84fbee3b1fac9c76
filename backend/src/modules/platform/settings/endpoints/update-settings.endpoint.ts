import { ADMIN_ENDPOINTS, MESSAGES } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { SettingsChanges } from '../settings-changes';
import type { SettingsCommand } from '../settings.decider';

const { updateSettings } = ADMIN_ENDPOINTS;

/** Saves whichever settings the body carries. */
@HandlesEndpoint(updateSettings)
export class UpdateSettings {
  constructor(private readonly settings: SettingsChanges) {}

  handle({
    body,
    context,
  }: EndpointRequest<typeof updateSettings>): Promise<Reply<typeof updateSettings>> {
    const changes: SettingsCommand[] = [];
    if (body.current_cohort)
      changes.push({ kind: 'SetCurrentCohort', name: body.current_cohort.name });
    if (body.operators_under_construction) {
      changes.push({
        kind: 'SetOperatorsUnderConstruction',
        enabled: body.operators_under_construction.enabled,
      });
    }
    return this.settings.change(changes, MESSAGES.settingsSaved, context);
  }
}
