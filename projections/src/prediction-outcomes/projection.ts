import {
  PREDICTION_OUTCOMES_COLLECTION,
  type PredictionOutcomeDoc,
} from '@morphic/contracts/server';
import { defineStreamProjection } from '../runtime/stream-projection';

const HOUR_MS = 3_600_000;
const hoursBetween = (from: string, to: string) =>
  (new Date(to).getTime() - new Date(from).getTime()) / HOUR_MS;

/**
 * Each assignment taken with a prediction, paired with its outcome: hours from the take to the
 * latest submission, and the latest decision (passed, quality score). Assignments taken before
 * predictions were recorded have no document.
 */
export const predictionOutcomesProjection = defineStreamProjection<
  PredictionOutcomeDoc,
  'TaskTaken' | 'Submitted' | 'Decided'
>({
  name: 'prediction-outcomes',
  version: 1,
  collection: PREDICTION_OUTCOMES_COLLECTION,
  documentId: (event) => event.data.assignment_id,
  evolve: {
    TaskTaken: (_doc, { data, metadata }) =>
      data.prediction
        ? {
            operator_id: data.operator_id,
            mission_id: data.mission_id,
            taken_at: metadata.at,
            success_probability: data.prediction.success_probability,
            expected_hours: data.prediction.expected_hours,
            submitted_at: null,
            actual_hours: null,
            decided_at: null,
            passed: null,
            quality_score: null,
          }
        : null,
    Submitted: (doc, { metadata }) =>
      doc && {
        ...doc,
        submitted_at: metadata.at,
        actual_hours: hoursBetween(doc.taken_at, metadata.at),
      },
    // A decision that asks for review decides nothing yet.
    Decided: (doc, { data, metadata }) =>
      doc && data.decision !== 'needs_review'
        ? {
            ...doc,
            decided_at: metadata.at,
            passed: data.decision === 'pass',
            quality_score: data.score,
          }
        : doc,
  },
  setup: async (store) => {
    await store.collection(PREDICTION_OUTCOMES_COLLECTION).createIndex({ keys: { decided_at: 1 } });
  },
});
