import {
  ACCOUNTS_COLLECTION,
  DEFAULT_COHORT_NAME,
  STREAMS,
  type AccountDoc,
} from '@morphic/contracts/server';
import { CharacterReportInputSchema } from '@morphic/contracts';
import type { EventStore, LogPosition, ReadStore } from '@morphic/stores';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { systemContext, type CommandContext } from '#infrastructure/commands/command-context';
import { CreateAggregate } from '#infrastructure/commands/create-aggregate.handler';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import type { AppConfig } from '#infrastructure/config/app-config';
import { devJiraDemoSite } from '#infrastructure/jira/dev-jira-simulator';
import { APP_CONFIG, EVENT_STORE, READ_STORE } from '#infrastructure/tokens';
import { BulkSetFlags } from '../operators/admin/commands/bulk-set-flags.handler';
import { AddJiraAccount } from '../companies/jira/commands/add-jira-account.handler';
import { RegisterCompanyRep } from '../companies/commands/register-company-rep.handler';
import { RegisterCompany } from '../companies/company/commands/register-company.handler';
import { RegisterOperator } from '../identity/operator/commands/register-operator.handler';
import { SubmitCharacterReport } from '../operators/character-report/commands/submit-character-report.handler';
import { ChangeOnboarding } from '../operators/onboarding/commands/change-onboarding.handler';
import {
  DEMO_ALAN_CHARACTER_REPORT,
  DEMO_COMPANY,
  DEMO_COMPANY_REP,
  DEMO_MISSIONS,
  DEMO_ONBOARDING_TASKS,
  DEMO_OPERATORS,
} from './demo-world';

export interface DemoLogin {
  readonly label: string;
  readonly login: string;
  readonly password: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeds the demo world into an empty store through the product's own commands. */
@Injectable()
export class DemoSeeder {
  private readonly logger = new Logger(DemoSeeder.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Seeds only when the log is empty; returns whether it did. */
  async seedIfEmpty(): Promise<boolean> {
    if ((await this.eventStore.headPosition()) !== null) return false;
    const context = systemContext();
    const operatorIds = new Map<string, string>();
    let position: LogPosition | null = null;

    for (const operator of DEMO_OPERATORS) {
      const registered = await this.commands.execute(
        new RegisterOperator(
          {
            username: operator.username,
            email: operator.email,
            password: operator.password,
            fullName: operator.fullName,
            role: operator.role,
            age: null,
            education: null,
            university: null,
            cohort: DEFAULT_COHORT_NAME,
            emailVerified: true,
          },
          context,
        ),
      );
      operatorIds.set(operator.username, registered.operatorId);
      position = registered.position;
    }

    const { companyId } = await this.commands.execute(
      new RegisterCompany(DEMO_COMPANY, context, 'active'),
    );
    position = (
      await this.commands.execute(
        new RegisterCompanyRep({ companyId, ...DEMO_COMPANY_REP }, context),
      )
    ).position;

    const founderId = operatorIds.get('founder') ?? null;
    for (const { deadlineInDays, fromCompany, ...mission } of DEMO_MISSIONS) {
      const missionId = randomUUID();
      position = await this.create(
        STREAMS.mission(missionId),
        {
          type: 'MissionPosted',
          data: {
            mission_id: missionId,
            ...mission,
            deadline_at: new Date(Date.now() + deadlineInDays * DAY_MS).toISOString(),
            company_id: fromCompany ? companyId : null,
            owner_operator_id: fromCompany ? null : founderId,
          },
        },
        context,
      );
    }

    for (const task of DEMO_ONBOARDING_TASKS) {
      const taskId = randomUUID();
      position = await this.create(
        STREAMS.onboardingTask(taskId),
        {
          type: 'OnboardingTaskAdded',
          data: { task_id: taskId, ...task },
        },
        context,
      );
    }

    // ada has no character report yet: she is asked for it.
    const adaId = operatorIds.get('ada');
    if (adaId) {
      const notificationId = randomUUID();
      position = await this.create(
        STREAMS.notification(notificationId),
        {
          type: 'NotificationSent',
          data: {
            notification_id: notificationId,
            recipient_id: adaId,
            type: 'system',
            priority: 'high',
            title: 'Complete your character report',
            message: 'Tell us your skills so we can prepare your onboarding tasks.',
            action_url: '/character-report',
            task: 'character_report',
          },
        },
        context,
      );
    }

    // alan is ready for the marketplace, vetted, with his skills on file; ada goes through onboarding.
    const alanId = operatorIds.get('alan');
    if (alanId) {
      const bypassed = await this.commands.execute(
        new ChangeOnboarding(alanId, { kind: 'Bypass' }, context),
      );
      await this.commands.execute(new BulkSetFlags([alanId], { is_vetted: true }, context));
      const reported = await this.commands.execute(
        new SubmitCharacterReport(
          alanId,
          CharacterReportInputSchema.parse(DEMO_ALAN_CHARACTER_REPORT),
          context,
        ),
      );
      position = reported.position ?? bypassed.position ?? position;
    }

    await this.readYourWrites.settled(position);
    // Last, once everything above is handled: the demo's missions are the platform's own, and
    // only tasks the company posts from now on open Jira issues.
    if (this.config.devJiraSimulator) await this.connectDemoJira(companyId, context);
    this.logger.log('Seeded the demo world');
    return true;
  }

  /** Development: the demo company's Jira is the simulated site, ready for a Sync. */
  private async connectDemoJira(companyId: string, context: CommandContext): Promise<void> {
    const site = devJiraDemoSite(this.config);
    const { position } = await this.commands.execute(
      new AddJiraAccount(
        companyId,
        {
          account_name: 'Northwind Jira (simulated)',
          account_description: 'The development Jira simulator at /dev/jira',
          jira_url: site.url,
          jira_email: site.email,
          jira_api_token: site.apiToken,
          jira_upload_enabled: true,
          jira_upload_username: site.email,
          jira_upload_token: site.apiToken,
          jira_project_keys: [site.projectKey],
          webhook_enabled: true,
          is_primary: true,
        },
        context,
      ),
    );
    await this.readYourWrites.settled(position);
  }

  /** The demo logins whose accounts exist in this store. */
  async demoLogins(): Promise<DemoLogin[]> {
    const accounts = this.readStore.collection<AccountDoc>(ACCOUNTS_COLLECTION);
    const candidates: DemoLogin[] = [
      ...DEMO_OPERATORS.map((o) => ({ label: o.label, login: o.username, password: o.password })),
      { label: 'Company rep', login: DEMO_COMPANY_REP.email, password: DEMO_COMPANY_REP.password },
      { label: 'Company', login: DEMO_COMPANY.email, password: DEMO_COMPANY.password },
    ];
    const present = await Promise.all(
      candidates.map(({ login }) => {
        const value = login.toLowerCase();
        return accounts.count({ $or: [{ username_lower: value }, { email_lower: value }] });
      }),
    );
    return candidates.filter((_, index) => (present[index] ?? 0) > 0);
  }

  private async create(
    streamId: string,
    event: CreateAggregate['event'],
    context: CommandContext,
  ): Promise<LogPosition | null> {
    const outcome = await this.commands.execute(
      new CreateAggregate(streamId, event, 'Already seeded', context),
    );
    return outcome.position;
  }
}
