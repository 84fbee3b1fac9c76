import { ADMIN_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { GetAdminSettings } from '../queries/get-settings.handler';

const { settings } = ADMIN_ENDPOINTS;

/** Every setting, for the admins. */
@HandlesEndpoint(settings)
export class ShowAdminSettings {
  constructor(private readonly queries: QueryBus) {}

  handle(): Promise<Reply<typeof settings>> {
    return this.queries.execute(new GetAdminSettings());
  }
}
