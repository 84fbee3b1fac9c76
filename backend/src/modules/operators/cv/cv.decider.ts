import { OPERATOR_RECORD_TEXTS, type StoredCv } from '@morphic/contracts';
import type { DomainEvent, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';

export interface CvState {
  readonly registered: boolean;
  /** The current CV's content hash and name, if any. */
  readonly current: { readonly sha256: string; readonly original_name: string } | null;
}

export interface UploadCvCommand {
  readonly operatorId: string;
  readonly cv: StoredCv;
  readonly uploadedAt: string;
}

type CvEvent = EventOfType<'CvUploaded'>;

/** An operator's CV (stream `operator-<id>`): a new upload replaces the previous one. */
export const cvDecider: Decider<CvState, UploadCvCommand, CvEvent> = {
  initialState: { registered: false, current: null },

  evolve(state: CvState, event: DomainEvent): CvState {
    switch (event.type) {
      case 'OperatorRegistered': {
        const cv = event.data.cv;
        return {
          registered: true,
          current: cv ? { sha256: cv.sha256, original_name: cv.original_name } : null,
        };
      }
      case 'CvUploaded':
        return {
          ...state,
          current: { sha256: event.data.sha256, original_name: event.data.original_name },
        };
      default:
        return state;
    }
  },

  /** The same file under the same name again changes nothing. */
  decide(command: UploadCvCommand, state: CvState): CvEvent[] {
    if (!state.registered)
      throw new DomainRuleViolation('not_found', OPERATOR_RECORD_TEXTS.notFound);
    const { cv } = command;
    if (state.current?.sha256 === cv.sha256 && state.current.original_name === cv.original_name) {
      return [];
    }
    return [
      {
        type: 'CvUploaded',
        data: {
          operator_id: command.operatorId,
          saved_name: cv.saved_name,
          original_name: cv.original_name,
          size: cv.size,
          sha256: cv.sha256,
          kind: cv.kind,
          uploaded_at: command.uploadedAt,
        },
      },
    ];
  },
};
