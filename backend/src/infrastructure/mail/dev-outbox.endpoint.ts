import { PLATFORM_ENDPOINTS } from '@morphic/contracts';
import { ApiBearerAuth } from '@nestjs/swagger';
import { HandlesEndpoint } from '../http/endpoint-handler';
import type { Reply } from '../http/endpoint-reply';
import { DevOutbox } from './dev-outbox';

const { devOutbox } = PLATFORM_ENDPOINTS;

/**
 * The development outbox; MailModule registers it only outside production. Admins only: the
 * mails hold sign-up codes and password-reset links, so whoever reads them can take any account.
 */
@ApiBearerAuth()
@HandlesEndpoint(devOutbox)
export class DevOutboxEndpoint {
  constructor(private readonly outbox: DevOutbox) {}

  async handle(): Promise<Reply<typeof devOutbox>> {
    return { mails: this.outbox.list() };
  }
}
