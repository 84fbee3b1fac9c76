import { Module } from '@nestjs/common';
import { FilesModule } from '#infrastructure/files/files.module';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { ChangeAssignmentHandler } from './commands/change-assignment.handler';
import { CreateAssignmentHandler } from './commands/create-assignment.handler';
import { RetryAssignmentHandler } from './commands/retry-assignment.handler';
import { UploadSubmissionFilesHandler } from './commands/upload-submission-files.handler';
import { AssignmentReadBack } from './endpoints/assignment-read-back';
import { VisibleAssignment } from './endpoints/visible-assignment';
import { GetAssignmentHandler } from './queries/get-assignment.handler';
import { ListOperatorAssignmentsHandler } from './queries/list-operator-assignments.handler';

/**
 * Assignments and submissions: the assignment aggregate and its commands, uploads and
 * downloads, and the queries over the `assignments` read model. Other modules create
 * assignments by sending `CreateAssignment` on the CommandBus.
 */
@Module({
  imports: [FilesModule],
  controllers: endpointHandlersIn(__dirname),
  providers: [
    CreateAssignmentHandler,
    ChangeAssignmentHandler,
    UploadSubmissionFilesHandler,
    RetryAssignmentHandler,
    GetAssignmentHandler,
    ListOperatorAssignmentsHandler,
    VisibleAssignment,
    AssignmentReadBack,
  ],
})
export class AssignmentsModule {}
