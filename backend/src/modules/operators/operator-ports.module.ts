import { Global, Module } from '@nestjs/common';
import { ONBOARDING_RETRIES } from '../missions/assignment/onboarding-retries.port';
import { OPERATOR_ELIGIBILITY } from '../missions/marketplace/operator-eligibility.port';
import { OperatorEligibilityFromLog } from './eligibility/operator-eligibility-from-log';
import { OnboardingBankReader } from './onboarding/onboarding-bank';
import { OnboardingRetriesFromBank } from './onboarding/onboarding-retry';

/**
 * What operators provides to the ports the missions context defines. Global, so that missions
 * injects the ports by their tokens without importing anything of operators.
 */
@Global()
@Module({
  providers: [
    OnboardingBankReader,
    { provide: OPERATOR_ELIGIBILITY, useClass: OperatorEligibilityFromLog },
    { provide: ONBOARDING_RETRIES, useClass: OnboardingRetriesFromBank },
  ],
  exports: [OPERATOR_ELIGIBILITY, ONBOARDING_RETRIES],
})
export class OperatorPortsModule {}
