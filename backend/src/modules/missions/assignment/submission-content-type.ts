import { fromBuffer } from 'file-type';
import { isUtf8 } from 'node:buffer';

/**
 * The media type of a submitted file, from its content (never from its name or the client's
 * header): a format file-type recognises by magic bytes, else text if it is valid UTF-8, else
 * binary.
 */
export async function submissionContentType(content: Buffer): Promise<string> {
  try {
    const type = await fromBuffer(content);
    if (type) return type.mime;
  } catch (error) {
    // A truncated file ends the detector's read early: it is no known format then.
    if (!(error instanceof Error && error.message === 'End-Of-Stream')) throw error;
  }
  return isUtf8(content) ? 'text/plain' : 'application/octet-stream';
}
