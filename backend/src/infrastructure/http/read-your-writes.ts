import { MESSAGES } from '@morphic/contracts';
import { ProjectionProgress } from '@morphic/projections';
import { comparePositions, formatPosition, type LogPosition } from '@morphic/stores';
import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { ReactorRuntime } from '../reactors/reactor-runtime';
import { APP_CONFIG } from '../tokens';

/** After-effects of after-effects: deeper chains are not waited for. */
const MAX_EFFECT_DEPTH = 3;

/**
 * Waits, within a bound, until the read models include a position and the after-effects of the
 * events up to it (what the reactors appended for them); 503 if they have stalled.
 */
@Injectable()
export class ReadYourWrites {
  constructor(
    private readonly progress: ProjectionProgress,
    private readonly reactors: ReactorRuntime,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async settled(position: LogPosition | null): Promise<void> {
    if (!position) return;
    const deadline = Date.now() + this.config.readYourWritesTimeoutMs;
    const remaining = () => Math.max(deadline - Date.now(), 0);
    const stalled = () =>
      new ServiceUnavailableException(
        `${MESSAGES.readModelsStalled} (position ${formatPosition(position)})`,
      );
    let target = position;
    for (let depth = 0; depth < MAX_EFFECT_DEPTH; depth += 1) {
      if (!(await this.progress.waitFor(target, remaining()))) throw stalled();
      const { reached, effect } = await this.reactors.effectsUpTo(target, remaining());
      if (!reached) throw stalled();
      if (!effect || comparePositions(effect, target) <= 0) return;
      target = effect;
    }
    if (!(await this.progress.waitFor(target, remaining()))) throw stalled();
  }
}
