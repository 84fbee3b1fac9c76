import { Module } from '@nestjs/common';
import { ClaimValidationJobHandler } from './commands/claim-validation-job.handler';
import { CompleteValidationJobHandler } from './commands/complete-validation-job.handler';
import { DecisionNotificationReactor } from './reactors/decision-notification.reactor';
import { ValidationPaymentReactor } from './reactors/validation-payment.reactor';
import { GetValidationJobHandler } from './queries/get-validation-job.handler';
import { ListMyValidationJobsHandler } from './queries/list-my-validation-jobs.handler';
import { ListOpenValidationJobsHandler } from './queries/list-open-validation-jobs.handler';
import { ValidationController } from './validation.controller';

/**
 * Peer validation: the open and claimed job lists, claiming a job, the claimer's decision, and
 * the reactors that pay its reward and notify the operator.
 */
@Module({
  controllers: [ValidationController],
  providers: [
    GetValidationJobHandler,
    ListOpenValidationJobsHandler,
    ListMyValidationJobsHandler,
    ClaimValidationJobHandler,
    CompleteValidationJobHandler,
    ValidationPaymentReactor,
    DecisionNotificationReactor,
  ],
})
export class ValidationModule {}
