import { Module } from '@nestjs/common';
import { OperatorAnalysisController } from './operator-analysis.controller';
import { GetAdminAssignmentHandler } from './queries/get-admin-assignment.handler';
import { GetOperatorStatsHandler } from './queries/get-operator-stats.handler';
import { GetTaskHistoryHandler } from './queries/get-task-history.handler';
import { ListAdminAssignmentsHandler } from './queries/list-admin-assignments.handler';

/** The System console's operator analysis screen (spec 03 "Operator analysis screen"). */
@Module({
  controllers: [OperatorAnalysisController],
  providers: [
    GetOperatorStatsHandler,
    ListAdminAssignmentsHandler,
    GetAdminAssignmentHandler,
    GetTaskHistoryHandler,
  ],
})
export class OperatorAnalysisModule {}
