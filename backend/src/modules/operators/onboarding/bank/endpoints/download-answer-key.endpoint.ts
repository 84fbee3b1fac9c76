import { ONBOARDING_BANK_ENDPOINTS, ONBOARDING_BANK_TEXTS } from '@morphic/contracts';
import { NotFoundException, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { FileStore } from '#infrastructure/files/file-store';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { GetBankTask } from '../queries/get-bank-tasks.handler';
import { MayReadAnswerKey } from '../queries/may-read-answer-key.handler';

const { downloadAnswerKey } = ONBOARDING_BANK_ENDPOINTS;

/**
 * An answer-key file: admins keep it, validators judge against it while they hold a job of an
 * attempt at the task. Anyone else (an operator would have the answers) is told there is no
 * such file, as if the task had none: the access table has no level for "validator or admin",
 * so MayReadAnswerKey decides.
 */
@HandlesEndpoint(downloadAnswerKey)
export class DownloadAnswerKey {
  constructor(
    private readonly queries: QueryBus,
    private readonly files: FileStore,
  ) {}

  async handle(
    { params: { id, fileName }, caller }: EndpointRequest<typeof downloadAnswerKey>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Reply<typeof downloadAnswerKey>> {
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
}
