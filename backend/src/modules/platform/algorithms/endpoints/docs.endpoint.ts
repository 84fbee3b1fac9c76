import { ALGORITHMS_ENDPOINTS } from '@morphic/contracts';
import { Inject } from '@nestjs/common';
import type { AppConfig } from '#infrastructure/config/app-config';
import { HandlesEndpoint } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { APP_CONFIG } from '#infrastructure/tokens';
import { algorithmConfigDocs } from '../queries/algorithm-config-docs';

const { docs } = ALGORITHMS_ENDPOINTS;

/** What each algorithm parameter means, with the environment's defaults. */
@HandlesEndpoint(docs)
export class AlgorithmDocs {
  constructor(@Inject(APP_CONFIG) private readonly appConfig: AppConfig) {}

  async handle(): Promise<Reply<typeof docs>> {
    return algorithmConfigDocs(this.appConfig.algorithmDefaults);
  }
}
