import { COMPANIES_ENDPOINTS, COMPANY_TEXTS } from '@morphic/contracts';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { SignUpCompanyRep } from '../commands/sign-up-company-rep.handler';
import { repSessionOf } from '../rep-session';

const { companyRepRegister } = COMPANIES_ENDPOINTS;

/** Step 2 of the company sign-up: needs the company's own session and the mailed code. */
@HandlesEndpoint(companyRepRegister)
export class SignUpCompanyRepEndpoint {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async handle({
    body,
    caller: company,
    context,
  }: EndpointRequest<typeof companyRepRegister>): Promise<Reply<typeof companyRepRegister>> {
    const { repId, session } = await this.commands.execute(
      new SignUpCompanyRep(body, company, context),
    );
    await this.readYourWrites.settled(session.position);
    return {
      success: true,
      ...(await repSessionOf(this.queries, repId, session)),
      message: COMPANY_TEXTS.repRegistered,
      position: session.position,
    };
  }
}
