import { CV_TEXTS, cvProblem } from '@morphic/contracts';
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

/** The file name a Content-Disposition header suggests (RFC 6266: filename* wins), else null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // Malformed encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"((?:[^"\\]|\\.)*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || null;
}
