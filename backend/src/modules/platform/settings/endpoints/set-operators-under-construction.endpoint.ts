import { ADMIN_ENDPOINTS, MESSAGES } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { SettingsChanges } from '../settings-changes';

const { setOperatorsUnderConstruction } = ADMIN_ENDPOINTS;

/** Turns the operators' under-construction page on or off. */
@HandlesEndpoint(setOperatorsUnderConstruction)
export class SetOperatorsUnderConstruction {
  constructor(private readonly settings: SettingsChanges) {}

  handle({
    body,
    context,
  }: EndpointRequest<typeof setOperatorsUnderConstruction>): Promise<
    Reply<typeof setOperatorsUnderConstruction>
  > {
    return this.settings.change(
      [{ kind: 'SetOperatorsUnderConstruction', enabled: body.enabled }],
      MESSAGES.underConstructionSet(body.enabled),
      context,
    );
  }
}
