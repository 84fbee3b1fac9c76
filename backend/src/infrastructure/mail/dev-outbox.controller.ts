import type { OutboxResponse } from '@morphic/contracts';
import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../auth/access.decorator';
import { DevOutbox } from './dev-outbox';

/** The development outbox; MailModule registers it only outside production. */
@ApiTags('dev')
@Controller('api/dev')
export class DevOutboxController {
  constructor(private readonly outbox: DevOutbox) {}

  @Get('outbox')
  @Access('public')
  list(): OutboxResponse {
    return { mails: this.outbox.list() };
  }
}
