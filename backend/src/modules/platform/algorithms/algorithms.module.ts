import { Global, Module } from '@nestjs/common';
import { AlgorithmConfigReader } from './algorithm-config-reader';
import { AlgorithmsController } from './algorithms.controller';
import { ChangeAlgorithmConfigHandler } from './commands/change-algorithm-config.handler';

/** The algorithm configuration; its reader is global: the marketplace and onboarding use it. */
@Global()
@Module({
  controllers: [AlgorithmsController],
  providers: [AlgorithmConfigReader, ChangeAlgorithmConfigHandler],
  exports: [AlgorithmConfigReader],
})
export class AlgorithmsModule {}
