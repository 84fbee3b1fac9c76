import { MESSAGES, hasAnyRole, type NotificationsResponse } from '@morphic/contracts';
import { Controller, ForbiddenException, Get, Param, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../infrastructure/auth/access.decorator';
import type { AuthenticatedRequest } from '../../../infrastructure/auth/principal';
import { ListNotifications } from './queries/list-notifications.handler';

@ApiTags('notifications')
@ApiBearerAuth()
@Controller('api/operators/:id/notifications')
export class NotificationsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Access('user')
  list(
    @Param('id') id: string,
    @Req() request: AuthenticatedRequest,
  ): Promise<NotificationsResponse> {
    const principal = request.principal;
    const own = principal?.accountId === id;
    if (!own && !hasAnyRole(principal?.roles ?? [], ['admin', 'founder'])) {
      throw new ForbiddenException(MESSAGES.forbidden);
    }
    return this.queries.execute(new ListNotifications(id));
  }
}
