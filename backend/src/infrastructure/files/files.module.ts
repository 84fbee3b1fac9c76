import { Global, Module } from '@nestjs/common';
import { FileStore } from './file-store';

/** The file store, for every module that keeps uploads (CVs, submissions...). */
@Global()
@Module({ providers: [FileStore], exports: [FileStore] })
export class FilesModule {}
