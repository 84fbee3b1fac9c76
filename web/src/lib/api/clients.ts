import { endpointClient } from './endpoint-client';

// One typed client per group of endpoint definitions. Each group's definitions are a chunk of
// their own (endpoint-groups/), downloaded on the group's first call (see `endpointClient`).
export const identityApi = endpointClient(() =>
  import('./endpoint-groups/identity').then((group) => group.endpoints),
);
export const operatorsApi = endpointClient(() =>
  import('./endpoint-groups/operators').then((group) => group.endpoints),
);
export const companiesApi = endpointClient(() =>
  import('./endpoint-groups/companies').then((group) => group.endpoints),
);
export const missionsApi = endpointClient(() =>
  import('./endpoint-groups/missions').then((group) => group.endpoints),
);
export const missionsAdminApi = endpointClient(() =>
  import('./endpoint-groups/missions-admin').then((group) => group.endpoints),
);
export const validationApi = endpointClient(() =>
  import('./endpoint-groups/validation').then((group) => group.endpoints),
);
export const messagingApi = endpointClient(() =>
  import('./endpoint-groups/messaging').then((group) => group.endpoints),
);
export const adminApi = endpointClient(() =>
  import('./endpoint-groups/admin').then((group) => group.endpoints),
);
export const platformApi = endpointClient(() =>
  import('./endpoint-groups/platform').then((group) => group.endpoints),
);
export const operatorsAdminApi = endpointClient(() =>
  import('./endpoint-groups/operators-admin').then((group) => group.endpoints),
);
export const operatorRemovalApi = endpointClient(() =>
  import('./endpoint-groups/operator-removal').then((group) => group.endpoints),
);
export const systemLogsApi = endpointClient(() =>
  import('./endpoint-groups/system-logs').then((group) => group.endpoints),
);
export const systemFiguresApi = endpointClient(() =>
  import('./endpoint-groups/system-figures').then((group) => group.endpoints),
);
export const operatorAnalysisApi = endpointClient(() =>
  import('./endpoint-groups/operator-analysis').then((group) => group.endpoints),
);
export const systemDataApi = endpointClient(() =>
  import('./endpoint-groups/system-data').then((group) => group.endpoints),
);
