import {
  ONBOARDING_BANK_ENDPOINTS,
  ONBOARDING_BANK_TEXTS,
  type BodyOf,
  type SubmissionFile,
} from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import {
  BadRequestException,
  Controller,
  NotFoundException,
  Res,
  StreamableFile,
  UploadedFiles,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Caller } from '#infrastructure/auth/caller.decorator';
import type { Principal } from '#infrastructure/auth/principal';
import { Clock } from '#infrastructure/clock/clock';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { FileStore } from '#infrastructure/files/file-store';
import { PathParam, RequestBody } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import {
  SubmissionUpload,
  type UploadedSubmissionFile,
} from '../../../missions/assignment/http/submission-upload';
import { submissionContentType } from '../../../missions/assignment/submission-content-type';
import { taskFields } from './bank-task.decider';
import { ChangeBankTask } from './commands/change-bank-task.handler';
import { GetBankTask, GetBankTasks, toBankTask } from './queries/get-bank-tasks.handler';
import { MayReadAnswerKey } from './queries/may-read-answer-key.handler';

const { listTasks, createTask, updateTask, deleteTask, uploadAnswerKey, downloadAnswerKey } =
  ONBOARDING_BANK_ENDPOINTS;

type TaskReply = Reply<typeof updateTask>;

/** The onboarding task bank of the System console, and its private answer keys. */
@ApiTags('admin')
@Controller()
export class OnboardingBankController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly files: FileStore,
    private readonly clock: Clock,
  ) {}

  @Endpoint(listTasks)
  async list(): Promise<Reply<typeof listTasks>> {
    return { tasks: await this.queries.execute(new GetBankTasks()) };
  }

  @Endpoint(createTask)
  async create(
    @RequestBody() body: BodyOf<typeof createTask>,
    @Ctx() context: CommandContext,
  ): Promise<TaskReply> {
    const { taskId, position } = await this.commands.execute(
      new ChangeBankTask(null, { kind: 'Add', task: taskFields(body) }, context),
    );
    return this.answer(taskId, position, ONBOARDING_BANK_TEXTS.created);
  }

  @Endpoint(updateTask)
  async update(
    @PathParam('id') id: string,
    @RequestBody() body: BodyOf<typeof updateTask>,
    @Ctx() context: CommandContext,
  ): Promise<TaskReply> {
    const { position } = await this.commands.execute(
      new ChangeBankTask(id, { kind: 'Save', task: taskFields(body) }, context),
    );
    return this.answer(id, position, ONBOARDING_BANK_TEXTS.saved);
  }

  @Endpoint(deleteTask)
  async remove(
    @PathParam('id') id: string,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof deleteTask>> {
    const { position } = await this.commands.execute(
      new ChangeBankTask(id, { kind: 'Delete' }, context),
    );
    await this.readYourWrites.settled(position);
    return { success: true, message: ONBOARDING_BANK_TEXTS.deleted, id, position };
  }

  @Endpoint(uploadAnswerKey)
  @SubmissionUpload()
  async upload(
    @PathParam('id') id: string,
    @UploadedFiles() uploads: UploadedSubmissionFile[] | undefined,
    @Ctx() context: CommandContext,
  ): Promise<TaskReply> {
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
    return this.answer(id, position, ONBOARDING_BANK_TEXTS.answerKeyUploaded(files.length));
  }

  /**
   * An answer-key file: admins keep it, validators judge against it while they hold a job of an
   * attempt at the task. Anyone else (an operator would have the answers) is told there is no
   * such file, as if the task had none: the access table has no level for "validator or admin",
   * so MayReadAnswerKey decides.
   */
  @Endpoint(downloadAnswerKey)
  async download(
    @PathParam('id') id: string,
    @PathParam('fileName') fileName: string,
    @Caller() caller: Principal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    if (!(await this.queries.execute(new MayReadAnswerKey(id, caller)))) {
      throw new NotFoundException(ONBOARDING_BANK_TEXTS.answerKeyNotFound);
    }
    const task = await this.queries.execute(new GetBankTask(id));
    const keys = task.answer_key_files ?? [];
    const file =
      keys.find((f) => f.saved_name === fileName) ?? keys.find((f) => f.original_name === fileName);
    if (!file) throw new NotFoundException(ONBOARDING_BANK_TEXTS.answerKeyNotFound);
    const content = await this.files.read(file.saved_name);
    response.attachment(file.original_name);
    response.type(file.content_type);
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(content, { length: content.length });
  }

  private async answer(
    id: string,
    position: LogPosition | null,
    message: string,
  ): Promise<TaskReply> {
    await this.readYourWrites.settled(position);
    const task = toBankTask(await this.queries.execute(new GetBankTask(id)));
    return { success: true, message, task, position };
  }
}
