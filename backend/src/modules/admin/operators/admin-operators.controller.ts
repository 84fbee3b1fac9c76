import { AdminOperatorsQuerySchema, type AdminOperatorsResponse } from '@morphic/contracts';
import { Controller, Get, Query as QueryParams } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../infrastructure/auth/access.decorator';
import { parseInput } from '../../../infrastructure/http/zod-body';
import { ListOperators } from './queries/list-operators.handler';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/operators')
export class AdminOperatorsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Access('admin')
  @ApiQuery({ name: 'q', required: false, description: 'Handle, email or name contains' })
  @ApiQuery({
    name: 'role',
    required: false,
    description: 'all, operator, validator, founder, admin or operator,validator',
  })
  @ApiQuery({ name: 'cohort', required: false })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'page_size', required: false })
  list(@QueryParams() params: Record<string, unknown>): Promise<AdminOperatorsResponse> {
    return this.queries.execute(new ListOperators(parseInput(AdminOperatorsQuerySchema, params)));
  }
}
