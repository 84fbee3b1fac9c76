import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { GetAdminAssignmentHandler } from './queries/get-admin-assignment.handler';
import { GetOperatorStatsHandler } from './queries/get-operator-stats.handler';
import { GetTaskHistoryHandler } from './queries/get-task-history.handler';
import { ListAdminAssignmentsHandler } from './queries/list-admin-assignments.handler';
import { SkillChanges } from './skill-changes';

/** The System console's operator analysis screen (spec 03 "Operator analysis screen"). */
@Module({
  controllers: endpointHandlersIn(__dirname),
  providers: [
    GetOperatorStatsHandler,
    ListAdminAssignmentsHandler,
    GetAdminAssignmentHandler,
    GetTaskHistoryHandler,
    SkillChanges,
  ],
})
export class OperatorAnalysisModule {}
