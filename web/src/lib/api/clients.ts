import {
  ADMIN_ENDPOINTS,
  COMPANIES_ENDPOINTS,
  IDENTITY_ENDPOINTS,
  MESSAGING_ENDPOINTS,
  MISSIONS_ENDPOINTS,
  OPERATORS_ENDPOINTS,
  PLATFORM_ENDPOINTS,
  VALIDATION_ENDPOINTS,
} from '@morphic/contracts';
import { endpointClient } from './endpoint-client';

// One typed client per group of endpoint definitions. Pure: a page bundles only the groups
// it calls.
export const identityApi = /* @__PURE__ */ endpointClient(IDENTITY_ENDPOINTS);
export const operatorsApi = /* @__PURE__ */ endpointClient(OPERATORS_ENDPOINTS);
export const companiesApi = /* @__PURE__ */ endpointClient(COMPANIES_ENDPOINTS);
export const missionsApi = /* @__PURE__ */ endpointClient(MISSIONS_ENDPOINTS);
export const validationApi = /* @__PURE__ */ endpointClient(VALIDATION_ENDPOINTS);
export const messagingApi = /* @__PURE__ */ endpointClient(MESSAGING_ENDPOINTS);
export const adminApi = /* @__PURE__ */ endpointClient(ADMIN_ENDPOINTS);
export const platformApi = /* @__PURE__ */ endpointClient(PLATFORM_ENDPOINTS);
