import { Module } from '@nestjs/common';
import { AdminOnboardingController } from './admin-onboarding.controller';
import { ChangeOnboardingHandler } from './commands/change-onboarding.handler';
import { StartOnboardingHandler } from './commands/start-onboarding.handler';
import { OnboardingAssignments } from './onboarding-assignments';
import { OnboardingBankReader } from './onboarding-bank';
import { OnboardingController } from './onboarding.controller';
import { OnboardingProgress } from './onboarding-progress';
import { GetOnboardingTasksHandler } from './queries/get-onboarding-tasks.handler';

/**
 * Onboarding: skills from the character report, one bank task at a time per skill, progress
 * after validation decisions, dropping blocked skills, and the admin bypass. Exports
 * `OnboardingProgress` for the validation module.
 */
@Module({
  controllers: [OnboardingController, AdminOnboardingController],
  providers: [
    OnboardingBankReader,
    OnboardingAssignments,
    OnboardingProgress,
    StartOnboardingHandler,
    ChangeOnboardingHandler,
    GetOnboardingTasksHandler,
  ],
  exports: [OnboardingProgress],
})
export class OnboardingModule {}
