import { ADMIN_ENDPOINTS } from './admin/endpoints';
import { COMPANIES_ENDPOINTS } from './companies/endpoints';
import type { AnyEndpoint } from './http/define-endpoint';
import { IDENTITY_ENDPOINTS } from './identity/endpoints';
import { MESSAGING_ENDPOINTS } from './messaging/endpoints';
import { MISSIONS_ENDPOINTS } from './missions/endpoints';
import { OPERATORS_ENDPOINTS } from './operators/endpoints';
import { PLATFORM_ENDPOINTS } from './platform/endpoints';
import { VALIDATION_ENDPOINTS } from './validation/endpoints';

/**
 * Every endpoint built so far, each defined once: the server binds a controller method to each
 * (and a test fails if one is missing or differs), the web calls them through typed functions.
 */
export const BUILT_ENDPOINTS: readonly AnyEndpoint[] = [
  IDENTITY_ENDPOINTS,
  OPERATORS_ENDPOINTS,
  COMPANIES_ENDPOINTS,
  MISSIONS_ENDPOINTS,
  VALIDATION_ENDPOINTS,
  MESSAGING_ENDPOINTS,
  ADMIN_ENDPOINTS,
  PLATFORM_ENDPOINTS,
].flatMap((endpoints): AnyEndpoint[] => Object.values(endpoints));
