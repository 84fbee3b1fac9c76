import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { ExportRows } from './export-rows';

/** The five CSV downloads of the data-export tab, each streamed as it is read. */
@Module({ controllers: endpointHandlersIn(__dirname), providers: [ExportRows] })
export class ExportsModule {}
