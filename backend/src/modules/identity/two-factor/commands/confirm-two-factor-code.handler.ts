import { STREAMS } from '@morphic/contracts/server';
import { SIGN_IN_TEXTS } from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '#infrastructure/clock/clock';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { GuessThrottle } from '#infrastructure/security/guess-throttle';
import { accountStandingFold } from '../../account-standing';
import { TwoFactorSignIn } from '../two-factor-sign-in';
import { twoFactorDecider } from '../two-factor.decider';

/** Turns two-factor sign-in on (with a code of the pending secret) or off (with a current code). */
export class ConfirmTwoFactorCode extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly action: 'Enable' | 'Disable',
    readonly operatorId: string,
    /** Counts the attempts against the same limit as sign-in codes. */
    readonly username: string,
    readonly code: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ConfirmTwoFactorCode)
export class ConfirmTwoFactorCodeHandler implements ICommandHandler<ConfirmTwoFactorCode> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly throttle: GuessThrottle,
    private readonly clock: Clock,
    private readonly signIn: TwoFactorSignIn,
  ) {}

  async execute({ action, operatorId, username, code, context }: ConfirmTwoFactorCode) {
    const keys = { account: username, ip: context.ip };
    await this.throttle.admit('two_factor', keys, context);
    try {
      const stream = STREAMS.operator(operatorId);
      // One decision over the operator's stream: a role that requires two-factor, given at the
      // same moment, makes the append conflict and the check run again.
      const { position } = await this.aggregates.decide(context, async (streams) => {
        if (
          action === 'Disable' &&
          this.signIn.isRequiredFor(await streams.read(stream, accountStandingFold))
        ) {
          throw new DomainRuleViolation('forbidden', SIGN_IN_TEXTS.twoFactor.requiredForRole);
        }
        await streams.decide(stream, twoFactorDecider, {
          kind: action,
          code,
          nowMs: this.clock.now(),
        });
        return {};
      });
      return { position };
    } catch (error) {
      if (
        error instanceof DomainRuleViolation &&
        error.message === SIGN_IN_TEXTS.invalidOrMissingCode
      ) {
        await this.throttle.failed('two_factor', keys, context);
      }
      throw error;
    }
  }
}
