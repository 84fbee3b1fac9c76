import { ASSIGNMENT_TEXTS } from '@morphic/contracts';
import { STREAMS, type EventData } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { FileStore } from '#infrastructure/files/file-store';
import { assignmentDecider } from '../assignment.decider';
import type { UploadedSubmissionFile } from '../http/submission-upload';
import { submissionContentType } from '../submission-content-type';

type SubmissionFile = EventData<'FileUploaded'>['file'];

/** Keeps the files in the file store (content-addressed names) and adds them to the submission. */
export class UploadSubmissionFiles extends Command<{
  files: SubmissionFile[];
  position: LogPosition | null;
}> {
  constructor(
    readonly assignmentId: string,
    readonly operatorId: string,
    readonly uploads: readonly UploadedSubmissionFile[],
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(UploadSubmissionFiles)
export class UploadSubmissionFilesHandler implements ICommandHandler<UploadSubmissionFiles> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly files: FileStore,
  ) {}

  async execute({
    assignmentId,
    operatorId,
    uploads,
    context,
  }: UploadSubmissionFiles): Promise<{ files: SubmissionFile[]; position: LogPosition | null }> {
    if (uploads.length === 0) throw new DomainRuleViolation('invalid', ASSIGNMENT_TEXTS.noFiles);
    // Nothing reaches the disk for someone else's assignment, or one that takes no uploads.
    const stream = STREAMS.assignment(assignmentId);
    const { state } = await this.aggregates.load(stream, assignmentDecider);
    const placeholders = uploads.map((upload, index) => ({
      saved_name: `pending-${index}`,
      original_name: upload.originalname,
      size: upload.size,
      sha256: '',
      content_type: '',
    }));
    assignmentDecider.decide({ kind: 'Upload', operatorId, files: placeholders }, state);

    // Refused after all (the assignment moved on meanwhile, any failure): no file stays on disk.
    return this.files.saveForCommand(async (save) => {
      const files: SubmissionFile[] = [];
      for (const upload of uploads) {
        const stored = await save(upload.buffer, upload.originalname);
        files.push({ ...stored, content_type: await submissionContentType(upload.buffer) });
      }
      return this.aggregates.decide(context, async (streams) => {
        await streams.decide(stream, assignmentDecider, { kind: 'Upload', operatorId, files });
        return { files };
      });
    });
  }
}
