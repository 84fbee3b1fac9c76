import { COMPANY_TEXTS } from '@morphic/contracts';
import {
  ACCOUNTS_COLLECTION,
  MISSIONS_COLLECTION,
  STREAMS,
  type AccountDoc,
  type MissionDoc,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository, type Decided } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { Decision } from '#infrastructure/commands/decision';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { SecurityLog } from '#infrastructure/security/security-log';
import { READ_STORE } from '#infrastructure/tokens';
import { releaseIdentifiers } from '../../../identity/identifier/identifier-reservations';
import { OpenSessions } from '../../../identity/session/open-sessions';
import { companyMissionsDecider } from '../../../missions/mission/company-missions.decider';
import { missionDecider } from '../../../missions/mission/mission.decider';
import { companyRepDecider, companyRepExists } from '../../company-rep/company-rep.decider';
import { CompanyRepRemoval } from '../../company-rep/company-rep-removal';
import { companyDecider, companyExists } from '../../company/company.decider';
import { jiraAccountDecider } from '../../jira/jira-account.decider';
import { JiraAccounts } from '../../jira/jira-accounts';

export interface DeletedCompany {
  readonly companyName: string;
  readonly reps: number;
  readonly missions: number;
  readonly jiraAccounts: number;
  readonly sessionsRevoked: number;
}

/**
 * An admin deletes a company with everything spec 03 names (its missions, Jira accounts and
 * representatives), in one append. Its representatives and Jira accounts are those listed on
 * its own stream and its missions those on its missions stream, so one that joins or is posted
 * meanwhile conflicts with the deletion instead of outliving it. The append: the company
 * deleted, each representative deleted with their sessions revoked and email released, each
 * mission withdrawn, each Jira account removed, the company's own sessions revoked and its email
 * and name released.
 */
export class DeleteCompany extends Command<Decided<DeletedCompany>> {
  constructor(
    readonly companyId: string,
    readonly adminUsername: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(DeleteCompany)
export class DeleteCompanyHandler implements ICommandHandler<DeleteCompany> {
  constructor(
    private readonly aggregates: AggregateRepository,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly repRemoval: CompanyRepRemoval,
    private readonly openSessions: OpenSessions,
    private readonly jiraAccounts: JiraAccounts,
    private readonly securityLog: SecurityLog,
  ) {}

  execute({ companyId, adminUsername, context }: DeleteCompany) {
    return this.aggregates.decide(context, async (streams): Promise<DeletedCompany> => {
      const company = await streams.read(STREAMS.company(companyId), companyDecider);
      if (!companyExists(company) || !company.details) {
        throw new DomainRuleViolation('not_found', COMPANY_TEXTS.companyNotFound);
      }
      const { company_name: companyName, email } = company.details;
      await streams.decide(STREAMS.company(companyId), companyDecider, { kind: 'Delete' });

      const [earlierReps, earlierMissions, earlierAccounts] = await Promise.all([
        this.repsBeforeListing(companyId),
        this.missionsBeforeListing(companyId),
        this.jiraAccounts.ofCompany(companyId),
      ]);
      const reps = await streams.idsWhere(
        [...company.repIds, ...earlierReps],
        STREAMS.companyRep,
        companyRepDecider,
        companyRepExists,
      );
      const jiraAccounts = await streams.idsWhere(
        [...company.jiraAccountIds, ...earlierAccounts.map((account) => account._id)],
        STREAMS.jiraAccount,
        jiraAccountDecider,
        (account) => account.accountId !== null && !account.removed,
      );
      const missions = await this.closeMissions(streams, companyId, earlierMissions);
      let sessionsRevoked = 0;
      for (const repId of reps) {
        sessionsRevoked += await this.repRemoval.removeIn(
          streams,
          context,
          repId,
          'company_deleted',
        );
      }
      for (const missionId of missions) {
        await streams.decide(STREAMS.mission(missionId), missionDecider, {
          kind: 'Withdraw',
          missionId,
          reason: 'company_deleted',
        });
      }
      for (const accountId of jiraAccounts) {
        await streams.decide(STREAMS.jiraAccount(accountId), jiraAccountDecider, {
          kind: 'Remove',
        });
      }
      sessionsRevoked += await this.openSessions.revokeIn(streams, context, [companyId], 'admin');
      await releaseIdentifiers(streams, 'company', companyId, [
        { identifier: 'email', value: email },
        { identifier: 'username', value: companyName },
      ]);
      this.securityLog.entryIn(streams, context, {
        event_type: 'admin_action',
        severity: 'warning',
        username: adminUsername,
        details: {
          action: 'delete_company',
          company_id: companyId,
          company_name: companyName,
          company_reps: reps.length,
          missions: missions.length,
          jira_accounts: jiraAccounts.length,
        },
      });
      return {
        companyName,
        reps: reps.length,
        missions: missions.length,
        jiraAccounts: jiraAccounts.length,
        sessionsRevoked,
      };
    });
  }

  /** Closes the company's missions list; answers its missions still posted, to withdraw. */
  private async closeMissions(
    streams: Decision,
    companyId: string,
    unlisted: readonly string[],
  ): Promise<string[]> {
    const { events } = await streams.decide(
      STREAMS.companyMissions(companyId),
      companyMissionsDecider,
      { kind: 'Close', companyId, unlisted },
    );
    const listed = events.flatMap((event) =>
      event.type === 'CompanyMissionsClosed' ? event.data.mission_ids : [],
    );
    return streams.idsWhere(
      listed,
      STREAMS.mission,
      missionDecider,
      (mission) => mission.posted !== null && !mission.withdrawn,
    );
  }

  /**
   * The company's representatives from the read model: those who joined before the company's
   * stream listed them. Long projected, so the read model's lag cannot hide one; a
   * representative who joined since is on the company's stream.
   */
  private async repsBeforeListing(companyId: string): Promise<string[]> {
    const reps = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .find(
        { type: 'company_rep', company_id: companyId, deleted_at: null },
        { projection: { _id: 1 } },
      );
    return reps.map((rep) => rep._id);
  }

  /** The company's missions from the read model, for those posted before they were listed. */
  private async missionsBeforeListing(companyId: string): Promise<string[]> {
    const missions = await this.store
      .collection<MissionDoc>(MISSIONS_COLLECTION)
      .find({ company_id: companyId, withdrawn_at: null }, { projection: { _id: 1 } });
    return missions.map((mission) => mission._id);
  }
}
