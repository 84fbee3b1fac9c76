import {
  COMPANY_REP_WORK_ENDPOINTS,
  COMPANY_WORK_TEXTS,
  DEFAULT_ESTIMATED_HOURS,
  parseSkillList,
  skillVectorOfList,
} from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { CompanyRepAccess } from '../company-rep-access';
import { PostCompanyTask } from '../jira-link/commands/post-company-task.handler';

const { createCompanyTask } = COMPANY_REP_WORK_ENDPOINTS;

/** A company representative's new task. */
@HandlesEndpoint(createCompanyTask, { bodyAfterAccessCheck: true })
export class CreateCompanyTask {
  constructor(
    private readonly commands: CommandBus,
    private readonly access: CompanyRepAccess,
  ) {}

  async handle(
    request: EndpointRequest<typeof createCompanyTask>,
  ): Promise<Reply<typeof createCompanyTask>> {
    const { company } = await this.access.assertAllowed(request.caller, 'can_manage_tasks');
    // Read after the access check: a representative who may not post learns nothing more.
    const task = request.body;
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
        request.context,
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
