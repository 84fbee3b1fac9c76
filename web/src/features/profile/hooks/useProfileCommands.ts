import {
  CV_FILE_FIELD,
  CV_TEXTS,
  OPERATORS_ENDPOINTS,
  PROFILE_TEXTS,
  type UpdateProfileRequest,
} from '@morphic/contracts';
import { showToast } from '../../../lib/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { operatorsApi } from '../../../lib/api/clients';
import { downloadFile } from '../../../lib/api/download-file';
import { uploadWithProgress } from '../../../lib/api/upload-with-progress';
import { ApiError } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { getToken } from '../../../lib/token-store';
import { operatorRecordQuery } from '../../account/queries';
import { saveFile } from '../../account/save-file';
import { sessionUserKey } from '../../session/session-actions';
import { cvDownloadErrorText, cvUploadError } from '../cv-files';

/** PUT /api/auth/profile: the answer's user replaces the cached session user. */
export function useUpdateProfile(operatorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => operatorsApi.updateProfile({ body }),
    onSuccess: async (response) => {
      queryClient.setQueryData(sessionUserKey, response.user);
      await queryClient.invalidateQueries({ queryKey: operatorRecordQuery(operatorId).queryKey });
      showToast({ color: 'teal', message: response.message });
    },
    onError: (error) => notifyFailure(error, PROFILE_TEXTS.updateFailed),
  });
}

/**
 * Uploads a CV (multipart `cv_file`) with progress; the error is the text to show under the
 * dropzone (spec 01 section 8).
 */
export function useCvUpload(operatorId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      const token = getToken();
      if (!token) throw new ApiError('http', CV_TEXTS.notAuthenticated, null, null);
      setProgress(0);
      const form = new FormData();
      form.append(CV_FILE_FIELD, file, file.name);
      try {
        return await uploadWithProgress(OPERATORS_ENDPOINTS.uploadCv, {
          form,
          token,
          onProgress: setProgress,
        });
      } catch (error) {
        throw cvUploadError(error);
      }
    },
    onSuccess: async (response) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionUserKey }),
        queryClient.invalidateQueries({ queryKey: operatorRecordQuery(operatorId).queryKey }),
      ]);
      showToast({ color: 'teal', message: response.message });
    },
  });
  return { ...mutation, progress };
}

/** The caller's CV as a file, named as the server suggests (else `fallbackName`). */
export function useCvDownload() {
  return useMutation({
    mutationFn: async (fallbackName: string) => {
      const token = getToken();
      if (!token) throw new ApiError('http', CV_TEXTS.notAuthenticated, null, null);
      const { content, fileName } = await downloadFile(OPERATORS_ENDPOINTS.downloadCv, {
        token,
        fallbackName,
        failureText: cvDownloadErrorText,
      });
      saveFile(content, fileName);
    },
    onError: (error) =>
      showToast({
        color: 'red',
        message: error instanceof Error ? error.message : CV_TEXTS.failedToDownload,
      }),
  });
}
