import {
  ASSIGNMENT_TEXTS,
  type AssignmentCommandResponse,
  type ConversationHistoryResponse,
} from '@morphic/contracts';
import { showToast } from '../../../lib/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { queryKeys } from '../../../lib/query-keys';
import { positionGate } from '../../../lib/realtime/positions';
import { getToken } from '../../../lib/token-store';
import { saveFile } from '../../account/save-file';
import {
  askQuestion,
  assignmentCommand,
  downloadSubmissionFile,
  removeSubmissionFile,
  submitAssignment,
  uploadSubmissionFiles,
  type SubmissionKind,
} from '../api/assignments-api';
import { writeAssignment } from '../api/write-pushed-assignment';

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
      return uploadSubmissionFiles(kind, id, files, { token, onProgress: setProgress });
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
    mutationFn: (savedName: string) => removeSubmissionFile(id, savedName),
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
    mutationFn: (notes: string) => submitAssignment(kind, id, notes),
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
    mutationFn: (id: string) => assignmentCommand(id, action),
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
    mutationFn: (question: string) => askQuestion(id, question),
    onSuccess: (response) => {
      queryClient.setQueryData<ConversationHistoryResponse>(
        queryKeys.assignmentConversation(id),
        (history) => (history ? { ...history, questions: response.questions } : history),
      );
    },
  });
}

export function useDownloadFile(id: string) {
  return useMutation({
    mutationFn: async (file: { savedName: string; originalName: string }) => {
      const token = getToken();
      if (!token) throw new ApiError('http', ASSIGNMENT_TEXTS.failedToDownload, 401, null);
      const { content, fileName } = await downloadSubmissionFile(
        token,
        id,
        file.savedName,
        file.originalName,
      );
      saveFile(content, fileName);
    },
    onError: (error) => notifyFailure(error, ASSIGNMENT_TEXTS.failedToDownload),
  });
}
