import { IDENTITY_ENDPOINTS, SIGN_UP_TEXTS } from '@morphic/contracts';
import { UploadedFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CvUpload, type UploadedCv } from '#infrastructure/files/cv-file';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { GetSessionUser } from '../../session/queries/get-session-user.handler';
import { SignUpOperator } from '../registration/commands/sign-up-operator.handler';

const { register } = IDENTITY_ENDPOINTS;

/**
 * An operator's registration, signed in. JSON, or multipart with `cv_file`. Not an idempotent
 * command endpoint on purpose: its answer carries a session token, which must not be kept in
 * the event log for replays.
 */
@HandlesEndpoint(register)
export class Register {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @CvUpload()
  async handle(
    { body, context }: EndpointRequest<typeof register>,
    @UploadedFile() cv: UploadedCv | undefined,
  ): Promise<Reply<typeof register>> {
    const { operatorId, session } = await this.commands.execute(
      new SignUpOperator(body, cv ?? null, context),
    );
    await this.readYourWrites.settled(session.position);
    const user = await this.queries.execute(new GetSessionUser(operatorId, null));
    return {
      success: true,
      token: session.token,
      expires_at: session.expiresAt.toISOString(),
      user,
      message: SIGN_UP_TEXTS.registrationSuccess,
      position: session.position,
    };
  }
}
