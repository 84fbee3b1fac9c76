import {
  COMPANY_REP_WORK_ENDPOINTS,
  COMPANY_WORK_TEXTS,
  DEFAULT_ESTIMATED_HOURS,
  parseSkillList,
  skillVectorOfList,
  type BodyOf,
} from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { Caller } from '#infrastructure/auth/caller.decorator';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DeferredRequestBody } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { Ctx } from '#infrastructure/http/request-context';
import { CompanyRepAccess } from './company-rep-access';
import { PostCompanyTask } from './jira-link/commands/post-company-task.handler';

const { createCompanyTask } = COMPANY_REP_WORK_ENDPOINTS;

/**
 * A company representative's new tasks. Still a controller: it parses the body only after the
 * access check, and a handler class gets its body parsed before `handle` runs.
 */
@ApiTags('company-reps')
@Controller()
export class CompanyRepWorkController {
  constructor(
    private readonly commands: CommandBus,
    private readonly access: CompanyRepAccess,
  ) {}

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
