import {
  COMPANIES_ADMIN_ENDPOINTS,
  COMPANIES_CONSOLE_TEXTS,
  COMPANY_TEXTS,
  ALL_COMPANY_REP_PERMISSIONS,
  type AdminCompanyRep,
  type BodyOf,
  type QueryOf,
} from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Caller } from '#infrastructure/auth/caller.decorator';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { PathParam, RequestBody, RequestQuery } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import { RegisterCompanyRep } from '../commands/register-company-rep.handler';
import { ChangeCompanyRepStatus } from './commands/change-company-rep-status.handler';
import { DeleteCompanyRep } from './commands/delete-company-rep.handler';
import { SetCompanyRepVerification } from './commands/set-company-rep-verification.handler';
import { UpdateCompanyRep } from './commands/update-company-rep.handler';
import { GetAdminCompanyRep } from './queries/get-admin-company-rep.handler';
import { ListAdminCompanyReps } from './queries/list-admin-company-reps.handler';

const {
  adminCompanyReps,
  adminCreateCompanyRep,
  adminUpdateCompanyRep,
  adminCompanyRepStatus,
  adminCompanyRepVerification,
  adminDeleteCompanyRep,
} = COMPANIES_ADMIN_ENDPOINTS;

type RepAnswer = Reply<typeof adminUpdateCompanyRep>;

/** The System console's Company-reps tab (spec 03). */
@ApiTags('admin')
@Controller()
export class CompanyRepsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Endpoint(adminCompanyReps)
  list(
    @RequestQuery() query: QueryOf<typeof adminCompanyReps>,
  ): Promise<Reply<typeof adminCompanyReps>> {
    return this.queries.execute(new ListAdminCompanyReps(query));
  }

  /** An admin's representative is active and verified at once. */
  @Endpoint(adminCreateCompanyRep)
  async create(
    @RequestBody() body: BodyOf<typeof adminCreateCompanyRep>,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof adminCreateCompanyRep>> {
    const { repId, position } = await this.commands.execute(
      new RegisterCompanyRep(
        {
          companyId: body.company_id,
          email: body.email,
          password: body.password,
          firstName: body.first_name,
          lastName: body.last_name,
          phone: body.phone,
          role: body.role,
          status: 'active',
          permissions: { ...ALL_COMPANY_REP_PERMISSIONS, ...body.permissions },
        },
        context,
      ),
    );
    return this.answer(repId, COMPANY_TEXTS.repRegistered, position);
  }

  @Endpoint(adminUpdateCompanyRep)
  async update(
    @PathParam('id') repId: string,
    @RequestBody() body: BodyOf<typeof adminUpdateCompanyRep>,
    @Ctx() context: CommandContext,
  ): Promise<RepAnswer> {
    const { position } = await this.commands.execute(new UpdateCompanyRep(repId, body, context));
    return this.answer(repId, COMPANIES_CONSOLE_TEXTS.repUpdated, position);
  }

  @Endpoint(adminCompanyRepStatus)
  async setStatus(
    @PathParam('id') repId: string,
    @RequestBody() body: BodyOf<typeof adminCompanyRepStatus>,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<RepAnswer> {
    const { position } = await this.commands.execute(
      new ChangeCompanyRepStatus(repId, body.status, caller.username, context),
    );
    return this.answer(repId, COMPANIES_CONSOLE_TEXTS.repStatusChanged(body.status), position);
  }

  @Endpoint(adminCompanyRepVerification)
  async setVerification(
    @PathParam('id') repId: string,
    @RequestBody() body: BodyOf<typeof adminCompanyRepVerification>,
    @Ctx() context: CommandContext,
  ): Promise<RepAnswer> {
    const { position } = await this.commands.execute(
      new SetCompanyRepVerification(repId, body.is_verified, context),
    );
    return this.answer(
      repId,
      COMPANIES_CONSOLE_TEXTS.repVerificationSet(body.is_verified),
      position,
    );
  }

  @Endpoint(adminDeleteCompanyRep)
  async delete(
    @PathParam('id') repId: string,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof adminDeleteCompanyRep>> {
    const { position } = await this.commands.execute(
      new DeleteCompanyRep(repId, caller.username, context),
    );
    return { success: true, message: COMPANIES_CONSOLE_TEXTS.repDeleted, position };
  }

  /** The representative as the console's table shows them once the change is in. */
  private async answer(
    repId: string,
    message: string,
    position: LogPosition | null,
  ): Promise<RepAnswer> {
    await this.readYourWrites.settled(position);
    const companyRep: AdminCompanyRep = await this.queries.execute(new GetAdminCompanyRep(repId));
    return { success: true, company_rep: companyRep, message, position };
  }
}
