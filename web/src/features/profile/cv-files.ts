import { CV_TEXTS, cvProblem } from '@morphic/contracts';
import { ApiError } from '../../lib/api-client';
import { chosenCvOf } from '../registration/cv-file';

/** The browser-side CV check (type by content, then size), as the sign-up form does it. */
export async function cvFileProblem(file: File): Promise<string | null> {
  return cvProblem(await chosenCvOf(file));
}

export interface FailedUpload {
  /** HTTP status; null when no answer came back. */
  readonly status: number | null;
  readonly serverError: string | null;
}

/** The text for a failed upload (spec 01 section 8): the server's own words when it sent some. */
export function cvUploadErrorText(failure: FailedUpload): string {
  if (failure.status === 401) return CV_TEXTS.pleaseLogInAgain;
  if (failure.serverError) return failure.serverError;
  if (failure.status === null) return CV_TEXTS.failedToUpload;
  return CV_TEXTS.uploadFailed;
}

/** A failed upload's ApiError reworded with the CV's own texts; anything else as it is. */
export function cvUploadError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const status = error.kind === 'network' ? null : error.status;
  return new ApiError(
    status === null ? 'network' : 'http',
    cvUploadErrorText({ status, serverError: error.serverError }),
    status,
    error.serverError,
  );
}

/** The text for a failed CV download (status null: no answer came back). */
export const cvDownloadErrorText = (status: number | null): string =>
  status === 401 ? CV_TEXTS.pleaseLogInAgain : CV_TEXTS.failedToDownload;
