import {
  CV_TEXTS,
  type CvUploadResponse,
  CvUploadResponseSchema,
  type UpdateProfileRequest,
  type UpdateProfileResponse,
  UpdateProfileResponseSchema,
} from '@morphic/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { cvUploadErrorText, fileNameFromDisposition } from '../cv-files';

export function updateProfile(body: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  return apiRequest('/api/auth/profile', UpdateProfileResponseSchema, { method: 'PUT', body });
}

/** The upload's failure reworded with the CV's own texts (spec 01 section 8). */
function cvUploadError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const status = error.kind === 'network' ? null : error.status;
  return new ApiError(
    status === null ? 'network' : 'http',
    cvUploadErrorText({ status, serverError: error.serverError }),
    status,
    error.serverError,
  );
}

/** Sends the CV as multipart `cv_file`; failures reject with an ApiError carrying the text to show. */
export async function uploadCv(
  file: File,
  options: { readonly token: string; readonly onProgress: (fraction: number) => void },
): Promise<CvUploadResponse> {
  const form = new FormData();
  form.append('cv_file', file, file.name);
  try {
    return await uploadWithProgress('/api/auth/profile/cv', form, CvUploadResponseSchema, options);
  } catch (error) {
    throw cvUploadError(error);
  }
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
