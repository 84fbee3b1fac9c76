import { Module } from '@nestjs/common';
import { ExportRows } from './export-rows';
import { ExportsController } from './exports.controller';

@Module({ controllers: [ExportsController], providers: [ExportRows] })
export class ExportsModule {}
