import {
  ASSIGNMENT_TEXTS,
  MISSIONS_ENDPOINTS,
  SUBMISSION_FILES_FIELD,
  type AssignmentCommandResponse,
} from '@morphic/contracts';
import { showToast } from '../../../lib/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { positionGate } from '../../../lib/realtime/positions';
import { getToken } from '../../../lib/token-store';
import { saveFile } from '../../account/save-file';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { missionsApi } from '../../../lib/api/clients';
import { downloadFile } from '../../../lib/api/download-file';
import { uploadWithProgress } from '../../../lib/api/upload-with-progress';
import { conversationHistoryQuery } from '../queries';
import { SUBMIT_ENDPOINT, UPLOAD_ENDPOINT, type SubmissionKind } from '../submission-kind';
import { writeAssignment } from '../write-assignment';

/** A command's answer goes into the cache at once, unless a newer push got there first. */
function useWriteAnswer() {
  const queryClient = useQueryClient();
  return (response: AssignmentCommandResponse) => {
    if (!positionGate.accept(`assignment:${response.assignment.id}`, response.position)) return;
    writeAssignment(queryClient, response.assignment);
  };
}

export function useUploadFiles(kind: SubmissionKind, id: string) {
  const write = useWriteAnswer();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (files: readonly File[]) => {
      const token = getToken();
      if (!token) throw new ApiError('http', ASSIGNMENT_TEXTS.failedToUpload, 401, null);
      setProgress(0);
      const form = new FormData();
      for (const file of files) form.append(SUBMISSION_FILES_FIELD, file, file.name);
      return uploadWithProgress(UPLOAD_ENDPOINT[kind], {
        params: { id },
        form,
        token,
        onProgress: setProgress,
      });
    },
    onSuccess: (response) => {
      write(response);
      showToast({ color: 'teal', message: response.message });
    },
  });
  return { ...mutation, progress };
}

export function useRemoveFile(id: string) {
  const write = useWriteAnswer();
  return useMutation({
    mutationFn: (savedName: string) =>
      missionsApi.removeFile({ params: { id, fileName: savedName } }),
    onSuccess: (response) => {
      write(response);
      showToast({ color: 'teal', message: response.message });
    },
    onError: (error) => notifyFailure(error, ASSIGNMENT_TEXTS.failedToRemoveFile),
  });
}

export function useSubmit(kind: SubmissionKind, id: string) {
  const write = useWriteAnswer();
  return useMutation({
    mutationFn: (notes: string) =>
      callEndpoint(SUBMIT_ENDPOINT[kind], { params: { id }, body: { submission_notes: notes } }),
    onSuccess: (response) => {
      write(response);
      showToast({ color: 'teal', message: response.message });
    },
  });
}

/**
 * Unsubmit, release and retry: each answers the assignment as it now is. With `failureText`
 * a refusal is notified here; without it the caller shows it.
 */
export function useAssignmentAction(
  action: 'unsubmit' | 'release' | 'retry',
  failureText?: string,
) {
  const write = useWriteAnswer();
  return useMutation({
    mutationFn: (id: string) => missionsApi[action]({ params: { id } }),
    onSuccess: (response) => {
      write(response);
      showToast({ color: 'teal', message: response.message });
    },
    onError: (error) => {
      if (failureText) notifyFailure(error, failureText);
    },
  });
}

export function useAskQuestion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: string) =>
      missionsApi.askQuestion({ params: { id }, body: { question } }),
    onSuccess: (response) => {
      queryClient.setQueryData(conversationHistoryQuery(id).queryKey, (history) =>
        history ? { ...history, questions: response.questions } : history,
      );
    },
  });
}

export function useDownloadFile(id: string) {
  return useMutation({
    mutationFn: async (file: { savedName: string; originalName: string }) => {
      const token = getToken();
      if (!token) throw new ApiError('http', ASSIGNMENT_TEXTS.failedToDownload, 401, null);
      const { content, fileName } = await downloadFile(MISSIONS_ENDPOINTS.downloadFile, {
        params: { id, fileName: file.savedName },
        token,
        fallbackName: file.originalName,
        failureText: () => ASSIGNMENT_TEXTS.failedToDownload,
      });
      saveFile(content, fileName);
    },
    onError: (error) => notifyFailure(error, ASSIGNMENT_TEXTS.failedToDownload),
  });
}
