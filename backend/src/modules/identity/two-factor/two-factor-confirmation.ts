import { IDENTITY_ENDPOINTS, SIGN_IN_TEXTS } from '@morphic/contracts';
import type { CommandBus } from '@nestjs/cqrs';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ConfirmTwoFactorCode } from './commands/confirm-two-factor-code.handler';

type StatusResult = Reply<typeof IDENTITY_ENDPOINTS.twoFactorEnable>;

/** Two-factor sign-in is for operator accounts (company sign-in takes no code). */
export function assertOperator(caller: Principal): void {
  if (caller.type !== 'operator') {
    throw new DomainRuleViolation('forbidden', SIGN_IN_TEXTS.twoFactor.operatorsOnly);
  }
}

/** Turns two-factor sign-in on or off with a code from the caller's authenticator. */
export async function confirmTwoFactor(
  commands: CommandBus,
  action: 'Enable' | 'Disable',
  caller: Principal,
  code: string,
  context: CommandContext,
): Promise<StatusResult> {
  assertOperator(caller);
  const { position } = await commands.execute(
    new ConfirmTwoFactorCode(action, caller.accountId, caller.username, code, context),
  );
  const enabled = action === 'Enable';
  return {
    success: true,
    message: enabled ? SIGN_IN_TEXTS.twoFactor.enabled : SIGN_IN_TEXTS.twoFactor.disabled,
    two_factor_enabled: enabled,
    position,
  };
}
