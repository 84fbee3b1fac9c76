import { MISSIONS_COLLECTION, type MissionDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '#infrastructure/tokens';
import type {
  MissionJiraFiles,
  MissionJiraIssue,
} from '../../../missions/admin/mission-jira-files.port';
import { JiraIssuePush } from './jira-issue-push';

/** The missions context's Jira file port, through the issue pusher and the mission's Jira link. */
@Injectable()
export class MissionJiraFilesViaPush implements MissionJiraFiles {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly push: JiraIssuePush,
  ) {}

  async issueOf(missionId: string): Promise<MissionJiraIssue | null> {
    const doc = await this.store
      .collection<MissionDoc>(MISSIONS_COLLECTION)
      .findOne({ _id: missionId });
    const mission = doc && (await this.push.jiraMissionOf(doc));
    if (!mission) return null;
    return { jiraKey: mission.jiraKey, upload: (files) => this.push.uploadFiles(mission, files) };
  }
}
