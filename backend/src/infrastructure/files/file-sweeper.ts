import type { EventStore, ReadStore } from '@morphic/stores';
import { ProjectionProgress } from '@morphic/projections';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Clock } from '../clock/clock';
import type { AppConfig } from '../config/app-config';
import { ProjectionsService } from '../projections/projections.service';
import { APP_CONFIG, EVENT_STORE, READ_STORE } from '../tokens';
import { FileStore } from './file-store';
import { referencedSavedNames } from './referenced-files';

export type SweepOutcome =
  | { readonly swept: true; readonly deleted: readonly string[]; readonly kept: number }
  | { readonly swept: false; readonly reason: string };

/**
 * Deletes the stored files nothing references any more (a removed submission file, a replaced
 * CV, a file saved by a process that died before recording it: a refused command removes its
 * own at once), so disk use is bounded by what the read models reference.
 * Files are content-addressed and may be shared, so a file goes only when no read model holds
 * its name, and only once its last save is older than FILES_GRACE_SECONDS: a command that
 * saved it may not have appended its event yet. It sweeps only read models that hold the whole
 * log (every projection live, at the head), at start and every FILES_SWEEP_SECONDS.
 */
@Injectable()
export class FileSweeper implements OnModuleDestroy {
  private readonly logger = new Logger('FileSweeper');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<SweepOutcome> | null = null;

  constructor(
    private readonly files: FileStore,
    private readonly projections: ProjectionsService,
    private readonly progress: ProjectionProgress,
    private readonly clock: Clock,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Sweeps now, then every FILES_SWEEP_SECONDS (the server calls it once the read models caught up). */
  start(): void {
    void this.sweepAndLog();
    if (this.config.filesSweepSeconds > 0 && !this.timer) {
      this.timer = setInterval(
        () => void this.sweepAndLog(),
        this.config.filesSweepSeconds * 1000,
      ).unref();
    }
  }

  /** One sweep (joining the one under way, if any). */
  sweep(): Promise<SweepOutcome> {
    this.running ??= this.sweepOnce().finally(() => (this.running = null));
    return this.running;
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async sweepOnce(): Promise<SweepOutcome> {
    const cutoffMs = this.clock.now() - this.config.filesGraceSeconds * 1000;
    // Listed before the references are read: a file saved after the listing is not a candidate.
    const candidates = (await this.files.entries()).filter((entry) => entry.savedAtMs < cutoffMs);
    const unready = await this.whyReadModelsAreIncomplete();
    if (unready) return { swept: false, reason: unready };
    const referenced = await referencedSavedNames(this.readStore);
    const deleted: string[] = [];
    for (const entry of candidates) {
      if (entry.savedName && referenced.has(entry.savedName)) continue;
      if (await this.files.remove(entry, cutoffMs)) deleted.push(entry.name);
    }
    return { swept: true, deleted, kept: candidates.length - deleted.length };
  }

  private async whyReadModelsAreIncomplete(): Promise<string | null> {
    const projections = this.projections.status();
    const notLive = projections.filter((projection) => projection.state !== 'live');
    if (projections.length === 0 || notLive.length > 0) {
      return `projections not live: ${notLive.map((p) => `${p.name} ${p.state}`).join(', ') || 'none running'}`;
    }
    const head = await this.eventStore.headPosition();
    if (head && !(await this.progress.waitFor(head, this.config.readYourWritesTimeoutMs))) {
      return 'the read models have not reached the head of the log';
    }
    return null;
  }

  private async sweepAndLog(): Promise<void> {
    try {
      const outcome = await this.sweep();
      if (!outcome.swept) {
        this.logger.warn(`Unreferenced files not swept: ${outcome.reason}`);
      } else if (outcome.deleted.length > 0) {
        this.logger.log(`Deleted ${outcome.deleted.length} unreferenced file(s)`);
      }
    } catch (error) {
      this.logger.error(`Sweeping unreferenced files failed: ${String(error)}`);
    }
  }
}
