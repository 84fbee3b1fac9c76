import { QueryClient } from '@tanstack/react-query';
import { settingsPushHandlers as handlers } from './push-handlers';
import { publicSettingsQuery } from './queries';

describe('settings push handlers', () => {
  it('shows the newest public settings to every visitor', () => {
    const queryClient = new QueryClient();
    const key = publicSettingsQuery().queryKey;
    const settings = (cohort: string) => ({
      operators_under_construction: false,
      current_cohort: cohort,
    });
    handlers['settings.public']?.(settings('Genesis'), { queryClient, position: '3' });
    handlers['settings.public']?.(settings('Older'), { queryClient, position: '2' });
    expect(queryClient.getQueryData(key)?.current_cohort).toBe('Genesis');
  });
});
