import { MESSAGES } from '@morphic/contracts';
import { formatPosition, type LogPosition } from '@morphic/stores';
import { ProjectionProgress } from '@morphic/projections';
import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../tokens';

/** Waits, within a bound, until the read models include a position; 503 if they have stalled. */
@Injectable()
export class ReadYourWrites {
  constructor(
    private readonly progress: ProjectionProgress,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async settled(position: LogPosition | null): Promise<void> {
    if (!position) return;
    const reached = await this.progress.waitFor(position, this.config.readYourWritesTimeoutMs);
    if (!reached) {
      throw new ServiceUnavailableException(
        `${MESSAGES.readModelsStalled} (position ${formatPosition(position)})`,
      );
    }
  }
}
