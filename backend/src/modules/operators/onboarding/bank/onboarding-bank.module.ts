import { Module } from '@nestjs/common';
import { ChangeBankTaskHandler } from './commands/change-bank-task.handler';
import { GetBankTaskHandler, GetBankTasksHandler } from './queries/get-bank-tasks.handler';
import { MayReadAnswerKeyHandler } from './queries/may-read-answer-key.handler';
import { OnboardingBankController } from './onboarding-bank.controller';

@Module({
  controllers: [OnboardingBankController],
  providers: [
    ChangeBankTaskHandler,
    GetBankTasksHandler,
    GetBankTaskHandler,
    MayReadAnswerKeyHandler,
  ],
})
export class OnboardingBankModule {}
