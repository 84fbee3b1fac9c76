import type { PredictionStatsResponse } from '@morphic/contracts';
import {
  PREDICTION_OUTCOMES_COLLECTION,
  type PredictionOutcomeDoc,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';

/** Predictions recorded at assignment time against their outcomes (definitions: the schema). */
export class GetPredictionStats extends Query<PredictionStatsResponse> {}

const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;

/** The mean of the values, rounded to 4 decimals; null for none. */
function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return round4(values.reduce((sum, value) => sum + value, 0) / values.length);
}

/** The summary of `PredictionStatsResponseSchema` over every recorded prediction. */
export function predictionSummary(
  predictions: readonly PredictionOutcomeDoc[],
): PredictionStatsResponse['summary'] & { decided: number } {
  const decided = predictions.filter((prediction) => prediction.passed !== null);
  const outcomeOf = (prediction: PredictionOutcomeDoc) => (prediction.passed ? 1 : 0);
  return {
    decided: decided.length,
    avg_success_error: mean(
      decided.flatMap((prediction) =>
        prediction.success_probability === null
          ? []
          : [Math.abs(prediction.success_probability - outcomeOf(prediction))],
      ),
    ),
    avg_time_error: mean(
      predictions.flatMap((prediction) =>
        prediction.actual_hours === null
          ? []
          : [
              Math.abs(prediction.actual_hours - prediction.expected_hours) /
                prediction.expected_hours,
            ],
      ),
    ),
    success_rate: mean(decided.map(outcomeOf)),
    avg_quality_score: mean(
      decided.flatMap((prediction) =>
        prediction.quality_score === null ? [] : [prediction.quality_score],
      ),
    ),
  };
}

@QueryHandler(GetPredictionStats)
export class GetPredictionStatsHandler implements IQueryHandler<GetPredictionStats> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute(): Promise<PredictionStatsResponse> {
    const predictions = await this.store
      .collection<PredictionOutcomeDoc>(PREDICTION_OUTCOMES_COLLECTION)
      .find({});
    const { decided, ...summary } = predictionSummary(predictions);
    return {
      success: true,
      total_assignments: predictions.length,
      decided_assignments: decided,
      summary,
    };
  }
}
