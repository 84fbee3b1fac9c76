import {
  CV_TEXTS,
  type CvUploadResponse,
  CvUploadResponseSchema,
  type UpdateProfileRequest,
  type UpdateProfileResponse,
  UpdateProfileResponseSchema,
} from '@morphic/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { randomUuid } from '../../../lib/uuid';
import { cvUploadErrorText, fileNameFromDisposition } from '../cv-files';

export function updateProfile(body: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  return apiRequest('/api/auth/profile', UpdateProfileResponseSchema, { method: 'PUT', body });
}

function serverErrorOf(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'error' in body) {
      return typeof body.error === 'string' && body.error ? body.error : null;
    }
  } catch {
    // Not JSON: no server text.
  }
  return null;
}

/**
 * Sends the CV as multipart `cv_file`. XMLHttpRequest, not fetch, because only it reports
 * upload progress (0 to 1). Failures reject with an ApiError carrying the text to show.
 */
export function uploadCv(
  file: File,
  options: { readonly token: string; readonly onProgress: (fraction: number) => void },
): Promise<CvUploadResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/auth/profile/cv');
    request.setRequestHeader('Authorization', `Bearer ${options.token}`);
    request.setRequestHeader('Idempotency-Key', randomUuid());
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    };
    const fail = (status: number | null, serverError: string | null) =>
      reject(
        new ApiError(
          status === null ? 'network' : 'http',
          cvUploadErrorText({ status, serverError }),
          status,
          serverError,
        ),
      );
    request.onerror = () => fail(null, null);
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        fail(request.status, serverErrorOf(request.responseText));
        return;
      }
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      const parsed = CvUploadResponseSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else fail(request.status, null);
    };
    const form = new FormData();
    form.append('cv_file', file, file.name);
    request.send(form);
  });
}

/** The caller's CV as a file, named as the server suggests (else `fallbackName`). */
export async function downloadCv(
  token: string,
  fallbackName: string,
): Promise<{ content: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch('/api/auth/profile/cv/download', {
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch {
    throw new ApiError('network', CV_TEXTS.failedToDownload, null, null);
  }
  if (!response.ok) {
    const message = response.status === 401 ? CV_TEXTS.pleaseLogInAgain : CV_TEXTS.failedToDownload;
    throw new ApiError('http', message, response.status, null);
  }
  const fileName =
    fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  return { content: await response.blob(), fileName };
}
