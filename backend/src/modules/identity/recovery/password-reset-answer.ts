import { IDENTITY_ENDPOINTS, SIGN_IN_TEXTS } from '@morphic/contracts';
import type { CommandBus } from '@nestjs/cqrs';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import type { ResetPassword } from './commands/reset-password.handler';

type ResetDone = Reply<typeof IDENTITY_ENDPOINTS.resetPassword>;

/** Sets the new password and answers that it is set. */
export async function resetPasswordWith(
  commands: CommandBus,
  reset: ResetPassword,
): Promise<ResetDone> {
  const { position } = await commands.execute(reset);
  return { success: true, message: SIGN_IN_TEXTS.resetSucceeded, position };
}
