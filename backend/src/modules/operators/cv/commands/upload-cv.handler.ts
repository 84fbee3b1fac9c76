import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { storeCv, type UploadedCv } from '#infrastructure/files/cv-file';
import { FileStore } from '#infrastructure/files/file-store';
import { cvDecider } from '../cv.decider';

/**
 * Checks a CV by its content, keeps it in the file store and makes it the operator's CV; a
 * refused upload leaves nothing on disk.
 */
export class UploadCv extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly operatorId: string,
    readonly file: UploadedCv,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(UploadCv)
export class UploadCvHandler implements ICommandHandler<UploadCv> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly files: FileStore,
  ) {}

  async execute({
    operatorId,
    file,
    context,
  }: UploadCv): Promise<{ position: LogPosition | null }> {
    return this.files.saveForCommand(async (save) => {
      const cv = await storeCv(save, file);
      const outcome = await this.aggregates.execute(
        STREAMS.operator(operatorId),
        cvDecider,
        { operatorId, cv, uploadedAt: new Date().toISOString() },
        context,
      );
      return { position: outcome.position };
    });
  }
}
