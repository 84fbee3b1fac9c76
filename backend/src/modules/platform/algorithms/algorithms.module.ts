import { Global, Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { AlgorithmConfigReader } from './algorithm-config-reader';
import { ChangeAlgorithmConfigHandler } from './commands/change-algorithm-config.handler';

/** The algorithm configuration; its reader is global: the marketplace and onboarding use it. */
@Global()
@Module({
  controllers: endpointHandlersIn(__dirname),
  providers: [AlgorithmConfigReader, ChangeAlgorithmConfigHandler],
  exports: [AlgorithmConfigReader],
})
export class AlgorithmsModule {}
