import { MISSIONS_ENDPOINTS } from '@morphic/contracts';

/** Onboarding work and marketplace work are submitted under their own paths (spec 02 section 7). */
export type SubmissionKind = 'task' | 'marketplace';

export const UPLOAD_ENDPOINT = {
  task: MISSIONS_ENDPOINTS.upload,
  marketplace: MISSIONS_ENDPOINTS.marketplaceUpload,
} as const;

export const SUBMIT_ENDPOINT = {
  task: MISSIONS_ENDPOINTS.submit,
  marketplace: MISSIONS_ENDPOINTS.marketplaceSubmit,
} as const;
