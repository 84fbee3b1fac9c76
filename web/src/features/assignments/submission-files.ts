import { ASSIGNMENT_TEXTS, SUBMISSION_LIMITS } from '@morphic/contracts';

/**
 * The server's upload limits, checked before sending: at most 25 MB per file and 10 files per
 * assignment. Null when the files may go; the server still decides.
 */
export function uploadProblem(
  filesHeld: number,
  files: readonly { readonly size: number }[],
): string | null {
  if (files.length === 0) return ASSIGNMENT_TEXTS.noFiles;
  if (files.some((file) => file.size > SUBMISSION_LIMITS.fileMaxBytes)) {
    return ASSIGNMENT_TEXTS.fileTooLarge;
  }
  if (filesHeld + files.length > SUBMISSION_LIMITS.filesPerAssignment) {
    return ASSIGNMENT_TEXTS.tooManyFiles;
  }
  return null;
}

/** Upload progress (0..1) as a whole percent. */
export const progressPercent = (fraction: number): number =>
  Math.min(100, Math.max(0, Math.round(fraction * 100)));
