import { COMPANIES_ADMIN_ENDPOINTS, COMPANIES_CONSOLE_TEXTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import { SetCompanyRepVerification } from '../commands/set-company-rep-verification.handler';
import { AdminCompanyRepAnswer, type CompanyRepAnswer } from '../company-rep-answer';

const { adminCompanyRepVerification } = COMPANIES_ADMIN_ENDPOINTS;

/** An admin marks a representative verified or not. */
@HandlesEndpoint(adminCompanyRepVerification)
export class SetAdminCompanyRepVerification {
  constructor(
    private readonly commands: CommandBus,
    private readonly answer: AdminCompanyRepAnswer,
  ) {}

  async handle({
    params: { id: repId },
    body,
    context,
  }: EndpointRequest<typeof adminCompanyRepVerification>): Promise<CompanyRepAnswer> {
    const { position } = await this.commands.execute(
      new SetCompanyRepVerification(repId, body.is_verified, context),
    );
    return this.answer.of(
      repId,
      COMPANIES_CONSOLE_TEXTS.repVerificationSet(body.is_verified),
      position,
    );
  }
}
