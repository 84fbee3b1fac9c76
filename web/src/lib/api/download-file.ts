import type { AnyEndpoint } from '@morphic/contracts';
import { ApiError } from '../api-client';
import { endpointUrl } from './endpoint-url';

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

export interface DownloadedFile {
  readonly content: Blob;
  readonly fileName: string;
}

/**
 * Fetches a file endpoint's answer as a blob, named as the server suggests (else
 * `fallbackName`). Fails with an ApiError whose message is `failureText(status)` (status null:
 * no answer came back).
 */
export async function downloadFile(
  endpoint: Pick<AnyEndpoint, 'path'>,
  options: {
    readonly params?: Readonly<Record<string, string>>;
    readonly token: string;
    readonly fallbackName: string;
    readonly failureText: (status: number | null) => string;
  },
): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(endpointUrl(endpoint, options.params), {
      headers: { Authorization: `Bearer ${options.token}` },
    });
  } catch {
    throw new ApiError('network', options.failureText(null), null, null);
  }
  if (!response.ok) {
    throw new ApiError('http', options.failureText(response.status), response.status, null);
  }
  const fileName =
    fileNameFromDisposition(response.headers.get('content-disposition')) ?? options.fallbackName;
  return { content: await response.blob(), fileName };
}
