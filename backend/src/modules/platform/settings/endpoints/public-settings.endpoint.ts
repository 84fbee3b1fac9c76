import { ADMIN_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { GetPublicSettings } from '../queries/get-settings.handler';

const { publicSettings } = ADMIN_ENDPOINTS;

/** The settings anyone may see. */
@HandlesEndpoint(publicSettings)
export class ShowPublicSettings {
  constructor(private readonly queries: QueryBus) {}

  handle(): Promise<Reply<typeof publicSettings>> {
    return this.queries.execute(new GetPublicSettings());
  }
}
