/** A compressed copy the web build writes beside a file, under the file's name and this suffix. */
export interface PrecompressedCoding {
  readonly name: 'br' | 'gzip';
  readonly suffix: '.br' | '.gz';
}

/** Brotli first: the same files come out about a sixth smaller than with gzip. */
export const PRECOMPRESSED_CODINGS: readonly PrecompressedCoding[] = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/** Each coding an `Accept-Encoding` header names, with its weight (1 when it gives none). */
function weightsOf(acceptEncoding: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const entry of acceptEncoding.split(',')) {
    const [coding = '', ...parameters] = entry.split(';').map((part) => part.trim());
    if (coding === '') continue;
    const weight = parameters.find((parameter) => /^q\s*=/i.test(parameter));
    const value = weight === undefined ? 1 : Number(weight.replace(/^q\s*=\s*/i, ''));
    weights.set(coding.toLowerCase(), Number.isNaN(value) ? 0 : value);
  }
  return weights;
}

/**
 * The codings of `available` the request accepts, its highest weighted first and, at equal
 * weight, in the server's order: browsers list gzip before br, with the same weight.
 * A coding the header does not name takes the weight of `*`, if any.
 */
export function acceptedCodings<T extends { readonly name: string }>(
  acceptEncoding: string | undefined,
  available: readonly T[],
): T[] {
  if (acceptEncoding === undefined) return [];
  const weights = weightsOf(acceptEncoding);
  const weightOf = (coding: T) => weights.get(coding.name) ?? weights.get('*') ?? 0;
  return available
    .filter((coding) => weightOf(coding) > 0)
    .sort((first, second) => weightOf(second) - weightOf(first));
}
