import { cvFileKindOf, LIMITS, type ChosenCv } from '@morphic/contracts';

const SNIFF_SLICE = 64 * 1024;

/**
 * The CV as the form's rules see it, told by content like the server does. A file over the
 * limit is sniffed from its first and last bytes only (a DOCX lists `word/` at its end).
 */
export async function chosenCvOf(file: File): Promise<ChosenCv> {
  const parts =
    file.size <= LIMITS.cvMaxBytes
      ? [file]
      : [file.slice(0, SNIFF_SLICE), file.slice(Math.max(0, file.size - SNIFF_SLICE))];
  const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
  return { kind: cvFileKindOf(bytes), size: file.size };
}
