import {
  COMPANY_REP_WORK_ENDPOINTS,
  COMPANY_WORK_TEXTS,
  DEFAULT_ESTIMATED_HOURS,
  parseSkillList,
  skillVectorOfList,
  type BodyOf,
  type QueryOf,
} from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { Caller } from '#infrastructure/auth/caller.decorator';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DeferredRequestBody, RequestQuery } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { Ctx } from '#infrastructure/http/request-context';
import { CompanyRepAccess } from './company-rep-access';
import { PostCompanyTask } from './jira-link/commands/post-company-task.handler';
import { GetCompanyMissions } from './queries/get-company-missions.handler';
import { GetVettedOperators } from './queries/get-vetted-operators.handler';

const { companyMissions, companyOperators, createCompanyTask } = COMPANY_REP_WORK_ENDPOINTS;

/** A company representative's work: the company's missions, vetted operators, new tasks. */
@ApiTags('company-reps')
@Controller()
export class CompanyRepWorkController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly access: CompanyRepAccess,
  ) {}

  @Endpoint(companyMissions)
  async missions(
    @RequestQuery() query: QueryOf<typeof companyMissions>,
    @Caller() caller: Principal,
  ): Promise<Reply<typeof companyMissions>> {
    const { account, company } = await this.access.assertAllowed(caller, 'can_view_tasks');
    const withPayments = account.permissions?.can_view_payments === true;
    return this.queries.execute(new GetCompanyMissions(company._id, query.status, withPayments));
  }

  @Endpoint(companyOperators)
  async operators(@Caller() caller: Principal): Promise<Reply<typeof companyOperators>> {
    await this.access.assertAllowed(caller);
    return this.queries.execute(new GetVettedOperators());
  }

  @Endpoint(createCompanyTask)
  async createTask(
    @DeferredRequestBody() body: () => BodyOf<typeof createCompanyTask>,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof createCompanyTask>> {
    const { company } = await this.access.assertAllowed(caller, 'can_manage_tasks');
    // Parsed after the access check: a representative who may not post learns nothing more.
    const task = body();
    const posted = await this.commands.execute(
      new PostCompanyTask(
        company,
        {
          mission_id: randomUUID(),
          title: task.title,
          description: task.description,
          difficulty: 'intermediate',
          estimated_hours: DEFAULT_ESTIMATED_HOURS,
          domain_tags: task.domain_tags,
          // The company form asks for no skills: its tags say what the work needs, so the
          // marketplace ranks and matches operators by them.
          required_skill_vector: skillVectorOfList(parseSkillList(task.domain_tags.join(','))),
          reward_amount: task.reward_amount,
          reward_asset: task.reward_asset,
          deadline_at: null,
          owner_operator_id: null,
          company_id: company._id,
          parent_id: task.parent_id,
        },
        task.jira_key ?? null,
        context,
      ),
    );
    return {
      success: true,
      mission_id: posted.missionId,
      message: COMPANY_WORK_TEXTS.taskCreated,
      position: posted.position,
    };
  }
}
