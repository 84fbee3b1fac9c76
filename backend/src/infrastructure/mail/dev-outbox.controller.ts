import { PLATFORM_ENDPOINTS } from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Reply } from '../http/endpoint-reply';
import { Endpoint } from '../http/endpoint.decorator';
import { DevOutbox } from './dev-outbox';

const { devOutbox } = PLATFORM_ENDPOINTS;

/** The development outbox; MailModule registers it only outside production. */
@ApiTags('dev')
@Controller()
export class DevOutboxController {
  constructor(private readonly outbox: DevOutbox) {}

  @Endpoint(devOutbox)
  list(): Reply<typeof devOutbox> {
    return { mails: this.outbox.list() };
  }
}
