import {
  MARKETPLACE_SUBMIT_PATH,
  MARKETPLACE_UPLOAD_PATH,
  MISSIONS_ENDPOINTS,
  atAlias,
} from '@morphic/contracts';

/** Onboarding work and marketplace work are submitted under their own paths (spec 02 section 7). */
export type SubmissionKind = 'task' | 'marketplace';

export const UPLOAD_ENDPOINT = {
  task: MISSIONS_ENDPOINTS.upload,
  marketplace: atAlias(MISSIONS_ENDPOINTS.upload, MARKETPLACE_UPLOAD_PATH),
} as const;

export const SUBMIT_ENDPOINT = {
  task: MISSIONS_ENDPOINTS.submit,
  marketplace: atAlias(MISSIONS_ENDPOINTS.submit, MARKETPLACE_SUBMIT_PATH),
} as const;
