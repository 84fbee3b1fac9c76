import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';

/** The read-model snapshot endpoint, served only outside production (see `PlatformModule`). */
@Module({ controllers: endpointHandlersIn(__dirname) })
export class DevReadModelsModule {}
