import { ALGORITHMS_ENDPOINTS, ALGORITHMS_TEXTS } from '@morphic/contracts';
import { Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AppConfig } from '#infrastructure/config/app-config';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { APP_CONFIG } from '#infrastructure/tokens';
import { AlgorithmConfigReader } from '../algorithm-config-reader';
import { ChangeAlgorithmConfig } from '../commands/change-algorithm-config.handler';

const { reload } = ALGORITHMS_ENDPOINTS;

/** Resets the algorithm parameters to the environment's defaults. */
@HandlesEndpoint(reload)
export class ReloadAlgorithmConfig {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly reader: AlgorithmConfigReader,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
  ) {}

  async handle({ context }: EndpointRequest<typeof reload>): Promise<Reply<typeof reload>> {
    const { position } = await this.commands.execute(
      new ChangeAlgorithmConfig(
        { kind: 'Reload', environment: this.appConfig.algorithmDefaults },
        context,
      ),
    );
    await this.readYourWrites.settled(position);
    return {
      success: true,
      message: ALGORITHMS_TEXTS.reloaded,
      config: { sections: await this.reader.sections() },
      position,
    };
  }
}
