import type { OutboxResponse } from '@morphic/contracts';
import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../auth/access.decorator';
import { DevOutbox } from './dev-outbox';

/**
 * The development outbox; MailModule registers it only outside production. Admins only: the
 * mails hold sign-up codes and password-reset links, so whoever reads them can take any account.
 */
@ApiTags('dev')
@ApiBearerAuth()
@Controller('api/dev')
export class DevOutboxController {
  constructor(private readonly outbox: DevOutbox) {}

  @Get('outbox')
  @Access('admin')
  list(): OutboxResponse {
    return { mails: this.outbox.list() };
  }
}
