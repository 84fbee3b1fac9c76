import { PLATFORM_ENDPOINTS } from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Reply } from '../http/endpoint-reply';
import { Endpoint } from '../http/endpoint.decorator';
import { DevOutbox } from './dev-outbox';

const { devOutbox } = PLATFORM_ENDPOINTS;

/**
 * The development outbox; MailModule registers it only outside production. Admins only: the
 * mails hold sign-up codes and password-reset links, so whoever reads them can take any account.
 */
@ApiTags('dev')
@ApiBearerAuth()
@Controller()
export class DevOutboxController {
  constructor(private readonly outbox: DevOutbox) {}

  @Endpoint(devOutbox)
  list(): Reply<typeof devOutbox> {
    return { mails: this.outbox.list() };
  }
}
