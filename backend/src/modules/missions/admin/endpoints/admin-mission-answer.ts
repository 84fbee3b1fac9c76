import { MISSIONS_ADMIN_ENDPOINTS } from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { GetMissionStats } from '../queries/get-mission-stats.handler';

/** What the console's changes to a mission answer. */
export type AdminMissionReply = Reply<typeof MISSIONS_ADMIN_ENDPOINTS.adminUpdateMission>;

/** The answer of the console's mission changes: the mission as the Tasks tab lists it. */
@Injectable()
export class AdminMissionAnswer {
  constructor(
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** Answers once the read models hold the change, with the mission as it now is. */
  async of(
    missionId: string,
    message: string,
    position: LogPosition | null,
  ): Promise<AdminMissionReply> {
    await this.readYourWrites.settled(position);
    const { mission } = await this.queries.execute(new GetMissionStats(missionId));
    const {
      subtasks: _s,
      validations: _v,
      company: _c,
      jira_push_error: _j,
      jira_refusal: _r,
      jira_attachments: _a,
      ...listed
    } = mission;
    return { success: true, mission: listed, message, position };
  }
}
