import { Module } from '@nestjs/common';
import { OnboardingModule } from '../operators/onboarding/onboarding.module';
import { ClaimValidationJobHandler } from './commands/claim-validation-job.handler';
import { CompleteValidationJobHandler } from './commands/complete-validation-job.handler';
import { CreditsLedger } from './credits/credits-ledger';
import { GetValidationJobHandler } from './queries/get-validation-job.handler';
import { ListMyValidationJobsHandler } from './queries/list-my-validation-jobs.handler';
import { ListOpenValidationJobsHandler } from './queries/list-open-validation-jobs.handler';
import { ValidationController } from './validation.controller';

/**
 * Peer validation: the open and claimed job lists, claiming a job, and the claimer's decision
 * with what follows it (credits, the operator's notification, onboarding progress).
 */
@Module({
  imports: [OnboardingModule],
  controllers: [ValidationController],
  providers: [
    GetValidationJobHandler,
    ListOpenValidationJobsHandler,
    ListMyValidationJobsHandler,
    ClaimValidationJobHandler,
    CompleteValidationJobHandler,
    CreditsLedger,
  ],
})
export class ValidationModule {}
