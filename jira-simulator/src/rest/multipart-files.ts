import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';
import type { NewAttachment } from '../site/jira-site';

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The largest file the simulator keeps; Jira Cloud's own default limit is far above it. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** Reads the parts named `field` of a multipart/form-data body; other parts are skipped. */
export function readMultipartFiles(req: IncomingMessage, field: string): Promise<NewAttachment[]> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: MAX_ATTACHMENT_BYTES } });
    } catch {
      reject(new UploadError(415, 'The request is not multipart/form-data.'));
      return;
    }
    const files: Promise<NewAttachment | undefined>[] = [];
    parser.on('file', (name, stream, info) => {
      files.push(
        new Promise((done, fail) => {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('limit', () =>
            fail(new UploadError(413, `The file ${info.filename} is over the size limit.`)),
          );
          stream.on('error', fail);
          stream.on('end', () =>
            done(
              name === field
                ? {
                    filename: info.filename ?? 'attachment',
                    mimeType: info.mimeType,
                    bytes: Buffer.concat(chunks),
                  }
                : undefined,
            ),
          );
        }),
      );
    });
    parser.on('error', () => reject(new UploadError(400, 'The multipart body could not be read.')));
    parser.on('close', () => {
      Promise.all(files)
        .then((read) => resolve(read.filter((file) => file !== undefined)))
        .catch(reject);
    });
    req.pipe(parser);
  });
}
