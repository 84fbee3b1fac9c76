import { type LoginRequest, MESSAGES } from '@morphic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { login } from '../api/session-api';
import { establishSession } from '../session-actions';

/** The dialog's message for a failed login (spec 01 section 8). */
export function signInErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return MESSAGES.networkError;
    if (error.kind === 'http') return error.serverError ?? MESSAGES.invalidCredentials;
    return MESSAGES.somethingWentWrong;
  }
  return MESSAGES.somethingWentWrong;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LoginRequest) => login(request),
    onSuccess: (response) => establishSession(queryClient, response),
  });
}
