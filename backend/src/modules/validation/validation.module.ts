import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { ClaimValidationJobHandler } from './commands/claim-validation-job.handler';
import { CompleteValidationJobHandler } from './commands/complete-validation-job.handler';
import { ValidationJobAnswer } from './endpoints/validation-job-answer';
import { DecisionNotificationReactor } from './reactors/decision-notification.reactor';
import { ValidationPaymentReactor } from './reactors/validation-payment.reactor';
import { GetValidationJobHandler } from './queries/get-validation-job.handler';
import { ListMyValidationJobsHandler } from './queries/list-my-validation-jobs.handler';
import { ListOpenValidationJobsHandler } from './queries/list-open-validation-jobs.handler';

/**
 * Peer validation: the open and claimed job lists, claiming a job, the claimer's decision, and
 * the reactors that pay its reward and notify the operator.
 */
@Module({
  controllers: endpointHandlersIn(__dirname),
  providers: [
    GetValidationJobHandler,
    ListOpenValidationJobsHandler,
    ListMyValidationJobsHandler,
    ClaimValidationJobHandler,
    CompleteValidationJobHandler,
    ValidationPaymentReactor,
    DecisionNotificationReactor,
    ValidationJobAnswer,
  ],
})
export class ValidationModule {}
