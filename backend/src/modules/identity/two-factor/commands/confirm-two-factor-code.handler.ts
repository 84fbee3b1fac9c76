import { STREAMS } from '@morphic/contracts/server';
import { SIGN_IN_TEXTS } from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../infrastructure/clock/clock';
import { AggregateRepository } from '../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import { DomainRuleViolation } from '../../../../infrastructure/commands/decider';
import { GuessThrottle } from '../../../../infrastructure/security/guess-throttle';
import type { AppConfig } from '../../../../infrastructure/config/app-config';
import { APP_CONFIG } from '../../../../infrastructure/tokens';
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ action, operatorId, username, code, context }: ConfirmTwoFactorCode) {
    const keys = { account: username, ip: context.ip };
    await this.throttle.admit('two_factor', keys, context);
    try {
      const outcome = await this.aggregates.execute(
        STREAMS.operator(operatorId),
        twoFactorDecider,
        action === 'Disable'
          ? {
              kind: action,
              code,
              nowMs: this.clock.now(),
              // Whether the operator's roles require two-factor is decided from their stream.
              requiredRoles: this.config.twoFactorRequiredRoles,
              founderUsernames: this.config.founderUsernames,
            }
          : { kind: action, code, nowMs: this.clock.now() },
        context,
      );
      return { position: outcome.position };
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
