import { ALGORITHMS_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { AlgorithmConfigReader } from '../algorithm-config-reader';

const { config } = ALGORITHMS_ENDPOINTS;

/** The algorithm parameters, by section. */
@HandlesEndpoint(config)
export class AlgorithmConfiguration {
  constructor(private readonly reader: AlgorithmConfigReader) {}

  async handle(): Promise<Reply<typeof config>> {
    return { sections: await this.reader.sections() };
  }
}
