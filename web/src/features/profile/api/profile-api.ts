import {
  CV_FILE_FIELD,
  CV_TEXTS,
  OPERATORS_ENDPOINTS,
  type CvUploadResponse,
  type UpdateProfileRequest,
  type UpdateProfileResponse,
} from '@morphic/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { endpointUrl } from '../../../lib/api/endpoint-url';
import { uploadWithProgress } from '../../../lib/api/upload-with-progress';
import { ApiError } from '../../../lib/api-client';
import { cvUploadErrorText, fileNameFromDisposition } from '../cv-files';

export function updateProfile(body: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  return callEndpoint(OPERATORS_ENDPOINTS.updateProfile, { body });
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
  form.append(CV_FILE_FIELD, file, file.name);
  try {
    return await uploadWithProgress(OPERATORS_ENDPOINTS.uploadCv, { form, ...options });
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
    response = await fetch(endpointUrl(OPERATORS_ENDPOINTS.downloadCv), {
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
