import { ASSIGNMENT_TEXTS, SUBMISSION_FILES_FIELD, SUBMISSION_LIMITS } from '@morphic/contracts';
import {
  BadRequestException,
  Injectable,
  PayloadTooLargeException,
  UseInterceptors,
  type CallHandler,
  type NestInterceptor,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { catchError, throwError, type Observable } from 'rxjs';

/** An uploaded file as multer hands it over (memory storage). */
export interface UploadedSubmissionFile {
  readonly buffer: Buffer;
  readonly size: number;
  readonly originalname: string;
}

/** Multer's limit errors become the 400s this feature words. */
@Injectable()
class SubmissionLimitsInterceptor implements NestInterceptor {
  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof PayloadTooLargeException) {
          return throwError(() => new BadRequestException(ASSIGNMENT_TEXTS.fileTooLarge));
        }
        if (error instanceof BadRequestException && /too many files/i.test(error.message)) {
          return throwError(() => new BadRequestException(ASSIGNMENT_TEXTS.tooManyFiles));
        }
        return throwError(() => error);
      }),
    );
  }
}

/** Several files under `files`, in memory: at most 25 MB each and 10 per request. */
export const SubmissionUpload = () =>
  UseInterceptors(
    SubmissionLimitsInterceptor,
    FilesInterceptor(SUBMISSION_FILES_FIELD, SUBMISSION_LIMITS.filesPerAssignment, {
      limits: {
        fileSize: SUBMISSION_LIMITS.fileMaxBytes,
        files: SUBMISSION_LIMITS.filesPerAssignment,
      },
      // Browsers send UTF-8 file names; multer would read them as latin1.
      defParamCharset: 'utf8',
    }),
  );
