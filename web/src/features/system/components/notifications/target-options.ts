import {
  NOTIFICATION_TARGET_TYPES,
  NOTIFICATION_TEMPLATE_LIST,
  NOTIFICATION_TEXTS,
  REGIONS,
  REGION_NAMES,
  ROLES,
} from '@morphic/contracts';
import { adminApi, missionsAdminApi } from '../../../../lib/api/clients';
import { SESSION_SCOPE } from '../../../../lib/query-scopes';
import type { SearchOption } from './RemoteSearchSelect';

const T = NOTIFICATION_TEXTS.sendForm;
const PICKER_PAGE_SIZE = 20;

export const TARGET_OPTIONS = NOTIFICATION_TARGET_TYPES.map((value) => ({
  value,
  label: T.targets[value],
}));
export const ROLE_OPTIONS = ROLES.map((role) => ({
  value: role,
  label: role.charAt(0).toUpperCase() + role.slice(1),
}));
export const REGION_OPTIONS = REGIONS.map((region) => ({
  value: region,
  label: `${region} · ${REGION_NAMES[region]}`,
}));
export const TEMPLATE_OPTIONS = NOTIFICATION_TEMPLATE_LIST.map((template) => ({
  value: template.id,
  label: `${template.title} (${NOTIFICATION_TEXTS.priority[template.priority]})`,
}));
export const PRIORITY_OPTIONS = (['low', 'medium', 'high'] as const).map((value) => ({
  value,
  label: NOTIFICATION_TEXTS.priority[value],
}));
export const TYPE_OPTIONS = (['system', 'task', 'validation', 'admin'] as const).map((value) => ({
  value,
  label: NOTIFICATION_TEXTS.type[value],
}));

/** The operator picker's search: the admins' operator list (handle, email, name). */
export const operatorSearch = (text: string) => ({
  queryKey: [...SESSION_SCOPE, 'admin', 'notification-operator-picker', text],
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<SearchOption[]> => {
    const page = await adminApi.operators({
      query: { q: text, role: 'all', page: 1, page_size: PICKER_PAGE_SIZE },
      signal,
    });
    return page.operators.map((operator) => ({
      value: operator.id,
      label: `@${operator.handle} · ${operator.email}`,
    }));
  },
});

/** The task picker's search: the admins' mission list (title, description, id). */
export const taskSearch = (text: string) => ({
  queryKey: [...SESSION_SCOPE, 'admin', 'notification-task-picker', text],
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<SearchOption[]> => {
    const page = await missionsAdminApi.adminMissions({
      query: { q: text, page: 1, page_size: PICKER_PAGE_SIZE },
      signal,
    });
    return page.missions.map((mission) => ({
      value: mission.id,
      label: `${mission.title} · ${mission.status}`,
    }));
  },
});
