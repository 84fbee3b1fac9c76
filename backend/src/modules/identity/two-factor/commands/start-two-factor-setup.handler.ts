import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { generateTotpSecret, totpUri } from '../totp';
import { twoFactorDecider } from '../two-factor.decider';

export interface OfferedSecret {
  readonly secret: string;
  readonly otpauthUri: string;
  readonly position: LogPosition | null;
}

/** Offers a TOTP secret to an operator (the one already pending, if any). */
export class StartTwoFactorSetup extends Command<OfferedSecret> {
  constructor(
    readonly operatorId: string,
    readonly username: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(StartTwoFactorSetup)
export class StartTwoFactorSetupHandler implements ICommandHandler<StartTwoFactorSetup> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ operatorId, username, context }: StartTwoFactorSetup): Promise<OfferedSecret> {
    const outcome = await this.aggregates.execute(
      STREAMS.operator(operatorId),
      twoFactorDecider,
      { kind: 'StartSetup', secret: generateTotpSecret() },
      context,
    );
    const secret = outcome.state.pendingSecret ?? '';
    return { secret, otpauthUri: totpUri(username, secret), position: outcome.position };
  }
}
