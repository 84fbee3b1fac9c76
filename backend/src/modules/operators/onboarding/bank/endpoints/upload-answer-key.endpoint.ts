import {
  ONBOARDING_BANK_ENDPOINTS,
  ONBOARDING_BANK_TEXTS,
  type SubmissionFile,
} from '@morphic/contracts';
import { BadRequestException, UploadedFiles } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Clock } from '#infrastructure/clock/clock';
import { FileStore } from '#infrastructure/files/file-store';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import {
  SubmissionUpload,
  type UploadedSubmissionFile,
} from '../../../../missions/assignment/http/submission-upload';
import { submissionContentType } from '../../../../missions/assignment/submission-content-type';
import { BankTaskAnswers } from '../bank-task-answers';
import { ChangeBankTask } from '../commands/change-bank-task.handler';
import { GetBankTask } from '../queries/get-bank-tasks.handler';

const { uploadAnswerKey } = ONBOARDING_BANK_ENDPOINTS;

/** Sets a bank task's private answer-key files. */
@HandlesEndpoint(uploadAnswerKey)
export class UploadAnswerKey {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly files: FileStore,
    private readonly clock: Clock,
    private readonly answers: BankTaskAnswers,
  ) {}

  @SubmissionUpload()
  async handle(
    { params: { id }, context }: EndpointRequest<typeof uploadAnswerKey>,
    @UploadedFiles() uploads: UploadedSubmissionFile[] | undefined,
  ): Promise<Reply<typeof uploadAnswerKey>> {
    if (!uploads?.length) throw new BadRequestException(ONBOARDING_BANK_TEXTS.filesRequired);
    await this.queries.execute(new GetBankTask(id));
    // A refused answer key (the task went meanwhile, any failure) leaves no file on disk.
    const { files, position } = await this.files.saveForCommand(async (save) => {
      const saved: SubmissionFile[] = [];
      for (const upload of uploads) {
        saved.push({
          ...(await save(upload.buffer, upload.originalname)),
          content_type: await submissionContentType(upload.buffer),
          uploaded_at: new Date(this.clock.now()).toISOString(),
        });
      }
      const changed = await this.commands.execute(
        new ChangeBankTask(id, { kind: 'SetAnswerKey', files: saved }, context),
      );
      return { files: saved, position: changed.position };
    });
    return this.answers.answer(id, position, ONBOARDING_BANK_TEXTS.answerKeyUploaded(files.length));
  }
}
