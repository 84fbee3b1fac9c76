import { STREAMS, type EventData } from '@morphic/contracts/server';
import { Injectable } from '@nestjs/common';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { Decision } from '#infrastructure/commands/decision';
import { releaseIdentifiers } from '../../identity/identifier/identifier-reservations';
import { OpenSessions } from '../../identity/session/open-sessions';
import { companyRepDecider } from './company-rep.decider';

/**
 * Deletes a representative in the caller's decision: the account deleted (its read model
 * anonymised), every open session revoked, and its email released for a new registration.
 */
@Injectable()
export class CompanyRepRemoval {
  constructor(private readonly openSessions: OpenSessions) {}

  /** Answers how many sessions it revoked. */
  async removeIn(
    streams: Decision,
    context: CommandContext,
    repId: string,
    reason: EventData<'CompanyRepDeleted'>['reason'],
  ): Promise<number> {
    const { state } = await streams.decide(STREAMS.companyRep(repId), companyRepDecider, {
      kind: 'Delete',
      reason,
    });
    if (state.profile) {
      await releaseIdentifiers(streams, 'company_rep', repId, [
        { identifier: 'email', value: state.profile.email },
      ]);
    }
    return this.openSessions.revokeIn(streams, context, [repId], 'admin');
  }
}
