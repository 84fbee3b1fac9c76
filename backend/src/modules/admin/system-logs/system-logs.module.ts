import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { GetPredictionStatsHandler } from './queries/get-prediction-stats.handler';
import { GetTimelineHandler } from './queries/get-timeline.handler';
import { ListAuditLogsHandler } from './queries/list-audit-logs.handler';
import { ListSecurityLogsHandler } from './queries/list-security-logs.handler';

/** The System console's audit and security logs, prediction stats and entity timelines. */
@Module({
  controllers: endpointHandlersIn(__dirname),
  providers: [
    ListAuditLogsHandler,
    ListSecurityLogsHandler,
    GetPredictionStatsHandler,
    GetTimelineHandler,
  ],
})
export class SystemLogsModule {}
