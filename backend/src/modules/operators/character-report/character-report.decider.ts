import { OPERATOR_RECORD_TEXTS, type CharacterReport } from '@morphic/contracts';
import type { DomainEvent, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';

export interface CharacterReportState {
  readonly registered: boolean;
  readonly report: CharacterReport | null;
}

export interface SubmitCharacterReportCommand {
  readonly operatorId: string;
  /** Validated and normalised by CharacterReportInputSchema. */
  readonly report: CharacterReport;
}

type CharacterReportEvent = EventOfType<'CharacterReportSubmitted'>;

/** Reports are normalised by one schema, so equal reports serialise equally. */
const sameReport = (a: CharacterReport, b: CharacterReport): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** An operator's character report (stream `operator-<id>`): submitted, then updated. */
export const characterReportDecider: Decider<
  CharacterReportState,
  SubmitCharacterReportCommand,
  CharacterReportEvent
> = {
  initialState: { registered: false, report: null },

  evolve(state: CharacterReportState, event: DomainEvent): CharacterReportState {
    switch (event.type) {
      case 'OperatorRegistered':
        return { ...state, registered: true };
      case 'CharacterReportSubmitted':
        return { ...state, report: event.data.report };
      case 'CharacterReportReset':
        return { ...state, report: null };
      default:
        return state;
    }
  },

  /** Submitting the report already on file changes nothing. */
  decide(command: SubmitCharacterReportCommand, state: CharacterReportState) {
    if (!state.registered)
      throw new DomainRuleViolation('not_found', OPERATOR_RECORD_TEXTS.notFound);
    if (state.report && sameReport(state.report, command.report)) return [];
    return [
      {
        type: 'CharacterReportSubmitted',
        data: { operator_id: command.operatorId, report: command.report },
      },
    ];
  },
};
