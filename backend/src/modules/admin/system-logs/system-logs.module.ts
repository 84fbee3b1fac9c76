import { Module } from '@nestjs/common';
import { GetPredictionStatsHandler } from './queries/get-prediction-stats.handler';
import { GetTimelineHandler } from './queries/get-timeline.handler';
import { ListAuditLogsHandler } from './queries/list-audit-logs.handler';
import { ListSecurityLogsHandler } from './queries/list-security-logs.handler';
import { SystemLogsController } from './system-logs.controller';

/** The System console's audit and security logs, prediction stats and entity timelines. */
@Module({
  controllers: [SystemLogsController],
  providers: [
    ListAuditLogsHandler,
    ListSecurityLogsHandler,
    GetPredictionStatsHandler,
    GetTimelineHandler,
  ],
})
export class SystemLogsModule {}
