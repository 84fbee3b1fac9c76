import { COMPANY_JIRA_TEXTS, MARKETPLACE_TEXTS, type JiraAttachmentView } from '@morphic/contracts';
import { MISSIONS_COLLECTION, type MissionDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import {
  BadGatewayException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { Readable } from 'node:stream';
import { allows } from '#infrastructure/auth/access.guard';
import type { Principal } from '#infrastructure/auth/principal';
import { JiraRequestError } from '#infrastructure/jira/jira-request-error';
import { READ_STORE } from '#infrastructure/tokens';
import { CompanyRepAccess } from '../../rep-work/company-rep-access';
import { JiraAccounts } from '../jira-accounts';
import { failureText, JiraConnections } from '../jira-connections';

const TEXTS = COMPANY_JIRA_TEXTS.attachments;

export interface JiraAttachmentDownload {
  readonly attachment: JiraAttachmentView;
  readonly contentType: string;
  readonly length: number | undefined;
  readonly content: Readable;
}

/**
 * A file a person attached to a mission's issue in Jira, fetched from Jira when asked for (the
 * platform keeps only what the mission lists). Its company's representatives who see its tasks
 * and admins may open it; a representative of another company is told there is no such mission.
 */
@Injectable()
export class JiraAttachmentDownloads {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly companyReps: CompanyRepAccess,
    private readonly accounts: JiraAccounts,
    private readonly connections: JiraConnections,
  ) {}

  async open(
    caller: Principal,
    missionId: string,
    attachmentId: string,
  ): Promise<JiraAttachmentDownload> {
    const mission = await this.readableMission(caller, missionId);
    const attachment = mission.jira_attachments?.find((file) => file.id === attachmentId);
    if (!attachment) throw new NotFoundException(TEXTS.notFound);
    const account = mission.jira_account_id
      ? await this.accounts.find(mission.jira_account_id)
      : null;
    if (!account?.is_active) throw new ConflictException(TEXTS.noAccount);
    try {
      const response = await this.connections.apiClient(account).attachmentContent(attachment.id);
      if (!response.body) throw new BadGatewayException(TEXTS.unavailable('an empty answer'));
      const length = Number(response.headers.get('content-length'));
      return {
        attachment,
        contentType:
          attachment.mime_type ??
          response.headers.get('content-type') ??
          'application/octet-stream',
        length: Number.isSafeInteger(length) && length >= 0 ? length : undefined,
        content: Readable.fromWeb(response.body),
      };
    } catch (error) {
      if (error instanceof JiraRequestError) {
        throw new BadGatewayException(TEXTS.unavailable(failureText(error)));
      }
      throw error;
    }
  }

  private async readableMission(caller: Principal, missionId: string): Promise<MissionDoc> {
    // Every signed-in user may read a mission (GET /api/missions/{id}): its existence is no secret.
    const mission = await this.store
      .collection<MissionDoc>(MISSIONS_COLLECTION)
      .findOne({ _id: missionId });
    if (!mission) throw new NotFoundException(MARKETPLACE_TEXTS.missionNotFound);
    if (allows('admin', caller)) return mission;
    if (caller.type !== 'company_rep') throw new ForbiddenException(TEXTS.forbidden);
    const { company } = await this.companyReps.assertAllowed(caller, 'can_view_tasks');
    if (mission.company_id === null || company?._id !== mission.company_id) {
      throw new NotFoundException(MARKETPLACE_TEXTS.missionNotFound);
    }
    return mission;
  }
}
