import { PLATFORM_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';

const { hello } = PLATFORM_ENDPOINTS;

/** A greeting: the API is online. */
@HandlesEndpoint(hello)
export class Hello {
  async handle(): Promise<Reply<typeof hello>> {
    return { message: 'Hello from Morphic', status: 'online' };
  }
}
