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
import { systemContext, type CommandContext } from '../../infrastructure/commands/command-context';
import { CreateAggregate } from '../../infrastructure/commands/create-aggregate.handler';
import { ReadYourWrites } from '../../infrastructure/http/read-your-writes';
import { EVENT_STORE, READ_STORE } from '../../infrastructure/tokens';
import { RegisterCompanyRep } from '../companies/commands/register-company-rep.handler';
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

    const companyId = randomUUID();
    await this.create(
      STREAMS.company(companyId),
      {
        type: 'CompanyRegistered',
        data: { company_id: companyId, ...DEMO_COMPANY },
      },
      context,
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

    // alan is ready for the marketplace, with his skills on file; ada goes through onboarding.
    const alanId = operatorIds.get('alan');
    if (alanId) {
      const bypassed = await this.commands.execute(
        new ChangeOnboarding(alanId, { kind: 'Bypass' }, context),
      );
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
    this.logger.log('Seeded the demo world');
    return true;
  }

  /** The demo logins whose accounts exist in this store. */
  async demoLogins(): Promise<DemoLogin[]> {
    const accounts = this.readStore.collection<AccountDoc>(ACCOUNTS_COLLECTION);
    const candidates: DemoLogin[] = [
      ...DEMO_OPERATORS.map((o) => ({ label: o.label, login: o.username, password: o.password })),
      { label: 'Company rep', login: DEMO_COMPANY_REP.email, password: DEMO_COMPANY_REP.password },
    ];
    const present = await Promise.all(
      candidates.map((c) => accounts.count({ username_lower: c.login.toLowerCase() })),
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
