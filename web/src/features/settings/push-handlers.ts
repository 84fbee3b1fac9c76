import type { PushHandlers } from '../../lib/realtime/push-handlers';
import { positionGate } from '../../lib/realtime/positions';
import { adminSettingsKey, publicSettingsKey } from './queries';

export const settingsPushHandlers: PushHandlers = {
  'settings.public': (data, { queryClient, position }) => {
    if (positionGate.accept('settings.public', position)) {
      queryClient.setQueryData(publicSettingsKey, data);
    }
  },
  'settings.admin': (data, { queryClient, position }) => {
    if (positionGate.accept('settings.admin', position)) {
      queryClient.setQueryData(adminSettingsKey, data);
    }
  },
};
