import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { BankTaskAnswers } from './bank-task-answers';
import { ChangeBankTaskHandler } from './commands/change-bank-task.handler';
import { GetBankTaskHandler, GetBankTasksHandler } from './queries/get-bank-tasks.handler';
import { MayReadAnswerKeyHandler } from './queries/may-read-answer-key.handler';

@Module({
  controllers: endpointHandlersIn(__dirname),
  providers: [
    ChangeBankTaskHandler,
    GetBankTasksHandler,
    GetBankTaskHandler,
    MayReadAnswerKeyHandler,
    BankTaskAnswers,
  ],
})
export class OnboardingBankModule {}
