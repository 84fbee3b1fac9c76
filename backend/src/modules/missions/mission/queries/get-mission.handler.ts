import { MARKETPLACE_TEXTS, type MissionResponse } from '@morphic/contracts';
import { MISSIONS_COLLECTION, type MissionDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { toMission } from '@morphic/projections';
import { Inject, NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';

/** One mission with its status and assignments; 404 when unknown. */
export class GetMission extends Query<MissionResponse> {
  constructor(readonly missionId: string) {
    super();
  }
}

@QueryHandler(GetMission)
export class GetMissionHandler implements IQueryHandler<GetMission> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ missionId }: GetMission): Promise<MissionResponse> {
    const doc = await this.store
      .collection<MissionDoc>(MISSIONS_COLLECTION)
      .findOne({ _id: missionId });
    if (!doc) throw new NotFoundException(MARKETPLACE_TEXTS.missionNotFound);
    return { success: true, mission: toMission(doc) };
  }
}
