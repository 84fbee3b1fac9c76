import { CV_TEXTS, PROFILE_TEXTS, type UpdateProfileRequest } from '@morphic/contracts';
import { showToast } from '../../../lib/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { queryKeys } from '../../../lib/query-keys';
import { getToken } from '../../../lib/token-store';
import { saveFile } from '../../account/save-file';
import { downloadCv, updateProfile, uploadCv } from '../api/profile-api';

/** PUT /api/auth/profile: the answer's user replaces the cached session user. */
export function useUpdateProfile(operatorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => updateProfile(body),
    onSuccess: async (response) => {
      queryClient.setQueryData(queryKeys.me, response.user);
      await queryClient.invalidateQueries({ queryKey: queryKeys.operatorRecord(operatorId) });
      showToast({ color: 'teal', message: response.message });
    },
    onError: (error) => notifyFailure(error, PROFILE_TEXTS.updateFailed),
  });
}

/** Uploads a CV with progress; the error is the text to show under the dropzone. */
export function useCvUpload(operatorId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      const token = getToken();
      if (!token) throw new ApiError('http', CV_TEXTS.notAuthenticated, null, null);
      setProgress(0);
      return uploadCv(file, { token, onProgress: setProgress });
    },
    onSuccess: async (response) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.operatorRecord(operatorId) }),
      ]);
      showToast({ color: 'teal', message: response.message });
    },
  });
  return { ...mutation, progress };
}

export function useCvDownload() {
  return useMutation({
    mutationFn: async (fallbackName: string) => {
      const token = getToken();
      if (!token) throw new ApiError('http', CV_TEXTS.notAuthenticated, null, null);
      const { content, fileName } = await downloadCv(token, fallbackName);
      saveFile(content, fileName);
    },
    onError: (error) =>
      showToast({
        color: 'red',
        message: error instanceof Error ? error.message : CV_TEXTS.failedToDownload,
      }),
  });
}
