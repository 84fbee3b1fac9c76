/** The CV formats the product accepts, told apart by content (never by the file name). */
export type CvFileKind = 'pdf' | 'docx';

/** The multipart field that carries a CV (registration and profile). */
export const CV_FILE_FIELD = 'cv_file';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04
const WORD_ENTRY = Array.from('word/', (char) => char.charCodeAt(0));

const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean =>
  prefix.every((byte, index) => bytes[index] === byte);

function contains(bytes: Uint8Array, needle: readonly number[]): boolean {
  outer: for (let i = 0; i + needle.length <= bytes.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * The browser's mirror of the server's magic-byte check: a PDF starts with `%PDF-`; a DOCX is
 * a zip archive with entries under `word/` (zip entry names are stored uncompressed).
 */
export function cvFileKindOf(bytes: Uint8Array): CvFileKind | null {
  if (startsWith(bytes, PDF_MAGIC)) return 'pdf';
  if (startsWith(bytes, ZIP_MAGIC) && contains(bytes, WORD_ENTRY)) return 'docx';
  return null;
}
