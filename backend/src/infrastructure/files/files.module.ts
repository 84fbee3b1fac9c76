import { Global, Module } from '@nestjs/common';
import { FileStore } from './file-store';
import { FileSweeper } from './file-sweeper';

/** The file store, for every module that keeps uploads (CVs, submissions...), and its sweeper. */
@Global()
@Module({ providers: [FileStore, FileSweeper], exports: [FileStore, FileSweeper] })
export class FilesModule {}
