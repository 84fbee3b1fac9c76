import { MISSIONS_ENDPOINTS } from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus, type Command } from '@nestjs/cqrs';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { GetAssignment } from '../queries/get-assignment.handler';

/** What the operator's changes to their assignment answer. */
export type AssignmentChanged = Reply<typeof MISSIONS_ENDPOINTS.submit>;

/** The answers of the operator's work on an assignment: the assignment as it now is. */
@Injectable()
export class AssignmentReadBack {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** Runs the change, then answers with the assignment as it now is. */
  async change(
    id: string,
    command: Command<{ position: LogPosition | null }>,
    message: string,
  ): Promise<AssignmentChanged> {
    const { position } = await this.commands.execute(command);
    return this.readBack(id, message, position);
  }

  /** Answers once the read models hold the change, with the assignment as it now is. */
  async readBack(id: string, message: string, position: LogPosition | null) {
    await this.readYourWrites.settled(position);
    const assignment = await this.queries.execute(new GetAssignment(id));
    return { success: true as const, message, assignment, position };
  }
}
