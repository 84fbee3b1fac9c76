import {
  ASSIGNMENTS_COLLECTION,
  MISSIONS_COLLECTION,
  STREAMS,
  type AssignmentDoc,
  type MissionDoc,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Inject, Injectable } from '@nestjs/common';
import type { Decision } from '#infrastructure/commands/decision';
import { AsReactor, type Reactor, type ReactorEvent } from '#infrastructure/reactors/reactor';
import { READ_STORE } from '#infrastructure/tokens';
import { JiraIssuePush } from './jira-issue-push';

/** The events after which a mission's status may be another one. */
const MISSION_MOVES = [
  'MissionAssigned',
  'MissionReopened',
  'Submitted',
  'Unsubmitted',
  'Decided',
  'AssignmentRetried',
  'AssignmentReleased',
  'MissionStatusSetByAdmin',
] as const;
type MissionMove = (typeof MISSION_MOVES)[number];

/**
 * Moves the Jira issue of a mission imported from Jira as the mission moves (open → To Do,
 * assigned or submitted → In Progress, validated or paid → Done), and attaches the solution
 * files once a validator passes them. The client retries 429 (after Retry-After), 5xx and
 * network failures; what still fails (401, 404, a workflow with no way there) is recorded on
 * the mission as `JiraPushFailed`, visible to admins, and the reactor goes on. After a crash the
 * event is handled again: the issue is in that status already, the file attached already.
 */
@Injectable()
@AsReactor()
export class JiraIssueReactor implements Reactor<MissionMove> {
  readonly name = 'jira-issue-push';
  readonly handles = new Set(MISSION_MOVES);
  readonly startFrom = 'head';

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly push: JiraIssuePush,
  ) {}

  async react(event: ReactorEvent<MissionMove>, streams: Decision): Promise<void> {
    const assignment =
      'assignment_id' in event.data
        ? await this.store
            .collection<AssignmentDoc>(ASSIGNMENTS_COLLECTION)
            .findOne({ _id: event.data.assignment_id })
        : null;
    const missionId = 'mission_id' in event.data ? event.data.mission_id : assignment?.mission_id;
    if (!missionId) return;
    const mission = await this.store
      .collection<MissionDoc>(MISSIONS_COLLECTION)
      .findOne({ _id: missionId });
    const jiraMission = mission ? await this.push.jiraMissionOf(mission) : null;
    if (!mission || !jiraMission) return;

    const events = [await this.push.pushStatus(jiraMission, this.push.targetOf(mission))];
    const passed = event.type === 'Decided' && event.data.decision === 'pass';
    if (passed && assignment && jiraMission.account.upload_enabled) {
      events.push(
        ...(await this.push.uploadFiles(jiraMission, assignment.submission_files)).events,
      );
    }
    streams.append(STREAMS.mission(missionId), events, 'any');
  }
}
