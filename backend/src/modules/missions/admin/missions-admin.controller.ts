import {
  MISSIONS_ADMIN_ENDPOINTS,
  MISSIONS_CONSOLE_TEXTS as TEXTS,
  DEFAULT_ESTIMATED_HOURS,
  difficultyOfB,
  type AdminUpdateMission,
  type BodyOf,
  type QueryOf,
} from '@morphic/contracts';
import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import type { LogPosition, ReadStore } from '@morphic/stores';
import {
  BadGatewayException,
  Controller,
  Inject,
  NotFoundException,
  UploadedFiles,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { PathParam, RequestBody, RequestQuery } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import { READ_STORE } from '#infrastructure/tokens';
import {
  SubmissionUpload,
  type UploadedSubmissionFile,
} from '../assignment/http/submission-upload';
import { TakeMission } from '../marketplace/commands/take-mission.handler';
import { operatorSkillVector } from '../marketplace/recommendation-score';
import { AlgorithmConfigReader } from '../../platform/algorithms/algorithm-config-reader';
import { PostMission } from '../mission/commands/post-mission.handler';
import { ChangeMission } from './commands/change-mission.handler';
import { CloneMission } from './commands/clone-mission.handler';
import { UploadAdminFiles, type AdminUploadTarget } from './commands/upload-admin-files.handler';
import { GetMissionStats } from './queries/get-mission-stats.handler';
import { ListAdminMissions } from './queries/list-admin-missions.handler';

const {
  adminMissions,
  adminCreateMission,
  adminUpdateMission,
  adminDeleteMission,
  adminMissionStatus,
  adminAssignMission,
  adminCloneMission,
  adminMissionStats,
  adminMissionUploadTest,
  adminMissionJiraTestUpload,
  adminAssignmentUpload,
} = MISSIONS_ADMIN_ENDPOINTS;

type MissionReply = Reply<typeof adminUpdateMission>;

/** The System console's Tasks tab and mission analysis screen (spec 03). */
@ApiTags('admin')
@Controller()
export class MissionsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly algorithms: AlgorithmConfigReader,
  ) {}

  @Endpoint(adminMissions)
  list(@RequestQuery() query: QueryOf<typeof adminMissions>): Promise<Reply<typeof adminMissions>> {
    return this.queries.execute(new ListAdminMissions(query));
  }

  @Endpoint(adminMissionStats)
  stats(@PathParam('id') missionId: string): Promise<Reply<typeof adminMissionStats>> {
    return this.queries.execute(new GetMissionStats(missionId));
  }

  /**
   * An admin's mission is the platform's own: no owner, no company, open at once. A subtask
   * belongs to its parent's company.
   */
  @Endpoint(adminCreateMission)
  async create(
    @RequestBody() body: BodyOf<typeof adminCreateMission>,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof adminCreateMission>> {
    const { missionId, position } = await this.commands.execute(
      new PostMission(
        {
          mission_id: randomUUID(),
          title: body.title,
          description: body.description,
          difficulty: difficultyOfB(body.difficulty_b),
          estimated_hours: DEFAULT_ESTIMATED_HOURS,
          domain_tags: body.domain_tags,
          required_skill_vector: body.required_skill_vector,
          reward_amount: body.reward_amount,
          reward_asset: body.reward_asset,
          deadline_at: body.deadline_at,
          owner_operator_id: null,
          company_id: null,
          difficulty_b: body.difficulty_b,
          discrimination_a: body.discrimination_a,
          complexity_c: body.complexity_c,
          requires_vetted: body.requires_vetted,
          parent_id: body.parent_id,
        },
        context,
      ),
    );
    return this.answer(missionId, TEXTS.missionCreated, position);
  }

  @Endpoint(adminUpdateMission)
  async update(
    @PathParam('id') missionId: string,
    @RequestBody() body: BodyOf<typeof adminUpdateMission>,
    @Ctx() context: CommandContext,
  ): Promise<MissionReply> {
    const { position } = await this.commands.execute(
      new ChangeMission(missionId, { kind: 'Edit', changes: editOf(body) }, context),
    );
    return this.answer(missionId, TEXTS.missionUpdated, position);
  }

  @Endpoint(adminMissionStatus)
  async setStatus(
    @PathParam('id') missionId: string,
    @RequestBody() body: BodyOf<typeof adminMissionStatus>,
    @Ctx() context: CommandContext,
  ): Promise<MissionReply> {
    const { position } = await this.commands.execute(
      new ChangeMission(missionId, { kind: 'SetStatus', status: body.status }, context),
    );
    return this.answer(missionId, TEXTS.statusSet(body.status), position);
  }

  @Endpoint(adminDeleteMission)
  async delete(
    @PathParam('id') missionId: string,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof adminDeleteMission>> {
    const { position } = await this.commands.execute(
      new ChangeMission(
        missionId,
        { kind: 'Withdraw', missionId, reason: 'admin_deleted' },
        context,
      ),
    );
    await this.readYourWrites.settled(position);
    return { success: true, message: TEXTS.missionDeleted, position };
  }

  @Endpoint(adminCloneMission)
  async clone(
    @PathParam('id') sourceId: string,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof adminCloneMission>> {
    const { missionId, position } = await this.commands.execute(
      new CloneMission(sourceId, context),
    );
    return this.answer(missionId, TEXTS.cloned, position);
  }

  /**
   * The operator takes the mission as the marketplace's apply would have them take it: their
   * work slot, the mission's one slot and the new assignment in one append, so of two admins
   * assigning one mission at once, one wins and the other gets the marketplace's 409.
   */
  @Endpoint(adminAssignMission)
  async assign(
    @PathParam('id') missionId: string,
    @RequestBody() body: BodyOf<typeof adminAssignMission>,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof adminAssignMission>> {
    const operator = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .findOne({ username_lower: body.username.toLowerCase(), type: 'operator', deleted_at: null });
    if (!operator) throw new NotFoundException(TEXTS.operatorNotFound(body.username));
    // The prediction recorded is the chance the marketplace would have shown the operator.
    const config = await this.algorithms.current();
    const skills = operatorSkillVector(operator.character_report_data ?? null, config.skill_vector);
    const taken = await this.commands.execute(
      new TakeMission(missionId, operator._id, null, context, skills, config.marketplace_ranking),
    );
    await this.readYourWrites.settled(taken.position);
    return {
      success: true,
      operator_handle: operator.username,
      assignment_id: taken.assignmentId,
      message: TEXTS.assignedTo(operator.username),
      position: taken.position,
    };
  }

  @Endpoint(adminMissionUploadTest)
  @SubmissionUpload()
  uploadTest(
    @PathParam('id') missionId: string,
    @UploadedFiles() uploads: UploadedSubmissionFile[] | undefined,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof adminMissionUploadTest>> {
    return this.upload({ kind: 'mission', missionId, toJira: false }, uploads, context);
  }

  @Endpoint(adminAssignmentUpload)
  @SubmissionUpload()
  uploadToAssignment(
    @PathParam('id') assignmentId: string,
    @UploadedFiles() uploads: UploadedSubmissionFile[] | undefined,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof adminAssignmentUpload>> {
    return this.upload({ kind: 'assignment', assignmentId }, uploads, context);
  }

  /** Jira's refusal answers 502 with Jira's words, once recorded on the mission. */
  @Endpoint(adminMissionJiraTestUpload)
  @SubmissionUpload()
  async uploadToJira(
    @PathParam('id') missionId: string,
    @UploadedFiles() uploads: UploadedSubmissionFile[] | undefined,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof adminMissionJiraTestUpload>> {
    const { jira, jiraFailure, position } = await this.commands.execute(
      new UploadAdminFiles({ kind: 'mission', missionId, toJira: true }, uploads ?? [], context),
    );
    await this.readYourWrites.settled(position);
    if (jiraFailure || !jira) throw new BadGatewayException(jiraFailure ?? TEXTS.jiraUploadFailed);
    return {
      success: true,
      message: TEXTS.jiraFilesUploaded(jira.uploaded, jira.key),
      uploaded: jira.uploaded,
      total: jira.total,
      jira_key: jira.key,
      position,
    };
  }

  private async upload(
    target: AdminUploadTarget,
    uploads: UploadedSubmissionFile[] | undefined,
    context: CommandContext,
  ): Promise<Reply<typeof adminMissionUploadTest>> {
    const { files, position } = await this.commands.execute(
      new UploadAdminFiles(target, uploads ?? [], context),
    );
    await this.readYourWrites.settled(position);
    return { success: true, message: TEXTS.filesUploaded(files.length), files, position };
  }

  /** Answers once the read models hold the change, with the mission as it now is. */
  private async answer(
    missionId: string,
    message: string,
    position: LogPosition | null,
  ): Promise<MissionReply> {
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

/** The edit as the mission records it: the difficulty word follows the difficulty b. */
function editOf(body: AdminUpdateMission) {
  const changes = Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as AdminUpdateMission;
  return changes.difficulty_b === undefined
    ? changes
    : { ...changes, difficulty: difficultyOfB(changes.difficulty_b) };
}
