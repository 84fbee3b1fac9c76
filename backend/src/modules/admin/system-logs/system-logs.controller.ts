import { SYSTEM_LOGS_ENDPOINTS, type QueryOf } from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { PathParam, RequestQuery } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { GetPredictionStats } from './queries/get-prediction-stats.handler';
import { GetTimeline } from './queries/get-timeline.handler';
import { ListAuditLogs } from './queries/list-audit-logs.handler';
import { ListSecurityLogs } from './queries/list-security-logs.handler';

const { auditLogs, securityLogs, predictionStats, timeline } = SYSTEM_LOGS_ENDPOINTS;

@ApiTags('admin')
@Controller()
export class SystemLogsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(auditLogs)
  auditLogs(@RequestQuery() query: QueryOf<typeof auditLogs>): Promise<Reply<typeof auditLogs>> {
    return this.queries.execute(new ListAuditLogs(query));
  }

  @Endpoint(securityLogs)
  securityLogs(
    @RequestQuery() query: QueryOf<typeof securityLogs>,
  ): Promise<Reply<typeof securityLogs>> {
    return this.queries.execute(new ListSecurityLogs(query));
  }

  @Endpoint(predictionStats)
  predictionStats(): Promise<Reply<typeof predictionStats>> {
    return this.queries.execute(new GetPredictionStats());
  }

  @Endpoint(timeline)
  timeline(@PathParam('stream') stream: string): Promise<Reply<typeof timeline>> {
    return this.queries.execute(new GetTimeline(stream));
  }
}
