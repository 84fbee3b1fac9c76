import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A one-page PDF CV that the server accepts (checked by its magic bytes and structure). */
export const cvPdf = (): Buffer => readFileSync(join(__dirname, '..', 'fixtures', 'cv.pdf'));
