import {
  ALGORITHMS_ENDPOINTS,
  ONBOARDING_BANK_ENDPOINTS,
  TEST_EMAIL_ENDPOINTS,
} from '@morphic/contracts';

/** The System console's algorithms, test email and onboarding bank endpoints. */
export const endpoints = {
  ...ALGORITHMS_ENDPOINTS,
  ...TEST_EMAIL_ENDPOINTS,
  ...ONBOARDING_BANK_ENDPOINTS,
};
