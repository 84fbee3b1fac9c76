import { Module } from '@nestjs/common';
import { FilesModule } from '#infrastructure/files/files.module';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { SubmitCharacterReportHandler } from './character-report/commands/submit-character-report.handler';
import { UploadCvHandler } from './cv/commands/upload-cv.handler';
import { GetStoredCvHandler } from './cv/queries/get-stored-cv.handler';
import { UpdateProfileHandler } from './profile/commands/update-profile.handler';
import { GetOperatorRecordHandler } from './record/queries/get-operator-record.handler';

/** Operator accounts' own data: profile, CV, character report, and the operator record. */
@Module({
  imports: [FilesModule],
  controllers: endpointHandlersIn(__dirname),
  providers: [
    UpdateProfileHandler,
    UploadCvHandler,
    GetStoredCvHandler,
    SubmitCharacterReportHandler,
    GetOperatorRecordHandler,
  ],
})
export class OperatorsModule {}
