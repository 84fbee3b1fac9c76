import {
  CV_FILE_FIELD,
  LIMITS,
  SIGN_UP_TEXTS,
  type CvFileKind,
  type StoredCv,
} from '@morphic/contracts';
import {
  BadRequestException,
  Injectable,
  PayloadTooLargeException,
  UseInterceptors,
  type CallHandler,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { fromBuffer } from 'file-type';
import { catchError, throwError, type Observable } from 'rxjs';
import { DomainRuleViolation } from '../commands/decider';
import type { SaveFile } from './file-store';

/** An uploaded file as multer hands it over (memory storage). */
export interface UploadedCv {
  readonly buffer: Buffer;
  readonly size: number;
  readonly originalname: string;
}

/** PDF or DOCX by magic bytes (a DOCX is a zip with `word/` entries); never by file name. */
export async function cvFileKind(content: Buffer): Promise<CvFileKind | null> {
  if (content.length === 0) return null;
  try {
    const type = await fromBuffer(content);
    return type?.ext === 'pdf' || type?.ext === 'docx' ? type.ext : null;
  } catch (error) {
    // A truncated file ends the detector's read early (strtok3's EndOfStreamError): it is no
    // PDF or DOCX either. Anything else is a fault, not a verdict on the file.
    if (error instanceof Error && error.message === 'End-Of-Stream') return null;
    throw error;
  }
}

/** The spec's CV checks, in its order: PDF or DOCX, then at most 10 MB. */
export async function checkCvFile(file: UploadedCv): Promise<CvFileKind> {
  const kind = await cvFileKind(file.buffer);
  if (!kind) throw new DomainRuleViolation('invalid', SIGN_UP_TEXTS.cvType);
  if (file.size > LIMITS.cvMaxBytes)
    throw new DomainRuleViolation('invalid', SIGN_UP_TEXTS.cvTooLarge);
  return kind;
}

/** Checks a CV and keeps it in the file store (nothing is saved when it is refused). */
export async function storeCv(save: SaveFile, file: UploadedCv): Promise<StoredCv> {
  const kind = await checkCvFile(file);
  return { ...(await save(file.buffer, file.originalname)), kind };
}

/** Multer stops reading past 10 MB; its 413 becomes the spec's 400 and message. */
@Injectable()
class CvTooLargeInterceptor implements NestInterceptor {
  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    return next
      .handle()
      .pipe(
        catchError((error: unknown) =>
          throwError(() =>
            error instanceof PayloadTooLargeException
              ? new BadRequestException(SIGN_UP_TEXTS.cvTooLarge)
              : error,
          ),
        ),
      );
  }
}

/**
 * Accepts an optional CV beside the other fields, as multipart form data (JSON bodies pass
 * through): in memory, one file, at most 10 MB.
 */
export const CvUpload = () =>
  UseInterceptors(
    CvTooLargeInterceptor,
    FileInterceptor(CV_FILE_FIELD, {
      limits: { fileSize: LIMITS.cvMaxBytes, files: 1 },
      // Browsers send UTF-8 file names; multer would read them as latin1.
      defParamCharset: 'utf8',
    }),
  );

/** The media type a stored CV is served with, by its checked kind. */
export const CV_MEDIA_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
