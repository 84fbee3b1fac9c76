import { ADMIN_ENDPOINTS } from './admin/endpoints';
import { OPERATOR_ANALYSIS_ENDPOINTS } from './admin/operator-analysis-endpoints';
import { OPERATOR_ADMIN_ENDPOINTS } from './admin/operator-admin-endpoints';
import { OPERATOR_REMOVAL_ENDPOINTS } from './admin/operator-removal-endpoints';
import { EXPORTS_ENDPOINTS } from './admin/exports-endpoints';
import { ALGORITHMS_ENDPOINTS } from './admin/algorithms-endpoints';
import { TEST_EMAIL_ENDPOINTS } from './admin/test-email-endpoints';
import { ONBOARDING_BANK_ENDPOINTS } from './operators/onboarding-bank-endpoints';
import { COMPANIES_ADMIN_ENDPOINTS } from './companies/admin-endpoints';
import { COMPANIES_ENDPOINTS } from './companies/endpoints';
import { JIRA_ENDPOINTS } from './companies/jira-endpoints';
import { COMPANY_REP_WORK_ENDPOINTS } from './companies/rep-work-endpoints';
import type { AnyEndpoint } from './http/define-endpoint';
import { IDENTITY_ENDPOINTS } from './identity/endpoints';
import { MESSAGING_ENDPOINTS } from './messaging/endpoints';
import { MISSIONS_ENDPOINTS } from './missions/endpoints';
import { MISSIONS_ADMIN_ENDPOINTS } from './missions/admin-endpoints';
import { OPERATORS_ENDPOINTS } from './operators/endpoints';
import { PLATFORM_ENDPOINTS } from './platform/endpoints';
import { PROJECTIONS_ENDPOINTS } from './platform/projections-endpoints';
import { PLATFORM_FIGURES_ENDPOINTS } from './platform/figures-endpoints';
import { VALIDATION_ENDPOINTS } from './validation/endpoints';
import { SYSTEM_LOGS_ENDPOINTS } from './audit/endpoints';

/**
 * Every endpoint built so far, each defined once: the server binds a controller method to each
 * (and a test fails if one is missing or differs), the web calls them through typed functions.
 */
export const BUILT_ENDPOINTS: readonly AnyEndpoint[] = [
  IDENTITY_ENDPOINTS,
  OPERATORS_ENDPOINTS,
  COMPANIES_ENDPOINTS,
  COMPANIES_ADMIN_ENDPOINTS,
  JIRA_ENDPOINTS,
  COMPANY_REP_WORK_ENDPOINTS,
  MISSIONS_ENDPOINTS,
  MISSIONS_ADMIN_ENDPOINTS,
  VALIDATION_ENDPOINTS,
  MESSAGING_ENDPOINTS,
  ADMIN_ENDPOINTS,
  OPERATOR_ADMIN_ENDPOINTS,
  OPERATOR_ANALYSIS_ENDPOINTS,
  OPERATOR_REMOVAL_ENDPOINTS,
  EXPORTS_ENDPOINTS,
  ALGORITHMS_ENDPOINTS,
  TEST_EMAIL_ENDPOINTS,
  ONBOARDING_BANK_ENDPOINTS,
  PLATFORM_ENDPOINTS,
  PROJECTIONS_ENDPOINTS,
  PLATFORM_FIGURES_ENDPOINTS,
  SYSTEM_LOGS_ENDPOINTS,
].flatMap((endpoints): AnyEndpoint[] => Object.values(endpoints));
