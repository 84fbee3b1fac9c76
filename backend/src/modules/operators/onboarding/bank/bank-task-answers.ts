import type { ONBOARDING_BANK_ENDPOINTS } from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { GetBankTask, toBankTask } from './queries/get-bank-tasks.handler';

/** What a change of a bank task answers: the task once the change is in. */
export type TaskReply = Reply<(typeof ONBOARDING_BANK_ENDPOINTS)['updateTask']>;

/** Answers a bank task as the console shows it once a change is in. */
@Injectable()
export class BankTaskAnswers {
  constructor(
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async answer(id: string, position: LogPosition | null, message: string): Promise<TaskReply> {
    await this.readYourWrites.settled(position);
    const task = toBankTask(await this.queries.execute(new GetBankTask(id)));
    return { success: true, message, task, position };
  }
}
