import type { Assignment } from '@morphic/contracts';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Principal } from '#infrastructure/auth/principal';
import { assertCanView } from '../assignment-access';
import { GetAssignment } from '../queries/get-assignment.handler';

/** An assignment as the assignment pages read it: only for those who may see it. */
@Injectable()
export class VisibleAssignment {
  constructor(private readonly queries: QueryBus) {}

  async of(id: string, caller: Principal): Promise<Assignment> {
    const assignment = await this.queries.execute(new GetAssignment(id));
    assertCanView(caller, assignment);
    return assignment;
  }
}
