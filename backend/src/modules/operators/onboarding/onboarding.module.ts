import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { ChangeOperatorSkillsHandler } from './commands/change-operator-skills.handler';
import { ChangeOnboardingHandler } from './commands/change-onboarding.handler';
import { ResetOnboardingHandler } from './commands/reset-onboarding.handler';
import { StartOnboardingHandler } from './commands/start-onboarding.handler';
import { OnboardingBankReader } from './onboarding-bank';
import { OnboardingProgressReactor } from './reactors/onboarding-progress.reactor';
import { GetOnboardingTasksHandler } from './queries/get-onboarding-tasks.handler';

/**
 * Onboarding: skills from the character report, one bank task at a time per skill, progress
 * after validation decisions (a reactor), dropping blocked skills, and the admin bypass and reset.
 */
@Module({
  controllers: endpointHandlersIn(__dirname),
  providers: [
    OnboardingBankReader,
    OnboardingProgressReactor,
    StartOnboardingHandler,
    ChangeOnboardingHandler,
    ChangeOperatorSkillsHandler,
    ResetOnboardingHandler,
    GetOnboardingTasksHandler,
  ],
})
export class OnboardingModule {}
