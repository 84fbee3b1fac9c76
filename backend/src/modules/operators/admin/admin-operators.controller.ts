import { ADMIN_ENDPOINTS, type QueryOf } from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { RequestQuery } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ListOperators } from './queries/list-operators.handler';

const { operators } = ADMIN_ENDPOINTS;

@ApiTags('admin')
@Controller()
export class AdminOperatorsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(operators)
  list(@RequestQuery() query: QueryOf<typeof operators>): Promise<Reply<typeof operators>> {
    return this.queries.execute(new ListOperators(query));
  }
}
