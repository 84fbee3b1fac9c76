import { SYSTEM_TEXTS } from '@morphic/contracts';
import { Group, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAdjustments,
  IconBell,
  IconBuildingSkyscraper,
  IconCalendarTime,
  IconCoins,
  IconDatabaseExport,
  IconFileTextShield,
  IconHeartbeat,
  IconHome,
  IconId,
  IconListCheck,
  IconSchool,
  IconSettings,
  IconShieldLock,
  IconTarget,
  IconTopologyStar3,
  IconUserShield,
  IconUsers,
  IconUserCheck,
} from '@tabler/icons-react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SYSTEM_TABS, systemTabPath, type SystemTab } from '../system-tabs';

const TAB_ICONS: Record<SystemTab, typeof IconHome> = {
  home: IconHome,
  operators: IconUsers,
  companies: IconBuildingSkyscraper,
  'company-reps': IconId,
  tasks: IconListCheck,
  admins: IconUserShield,
  validators: IconUserCheck,
  notifications: IconBell,
  'audit-logs': IconFileTextShield,
  'security-logs': IconShieldLock,
  'prediction-stats': IconTarget,
  'system-health': IconHeartbeat,
  'reward-economy': IconCoins,
  scheduler: IconCalendarTime,
  algorithms: IconAdjustments,
  'data-export': IconDatabaseExport,
  onboarding: IconSchool,
  'cluster-insights': IconTopologyStar3,
  settings: IconSettings,
};

/**
 * /system's frame (spec 03): the title, the sidebar of tabs and the open tab's panel, which
 * holds `children` (the tab's own route). Choosing a tab opens its address; pointing at one
 * loads its code and data ahead, as a link does.
 */
export function SystemConsole({
  tab,
  children,
}: {
  /** The tab on screen; none while /system's own address redirects to one. */
  tab: SystemTab | undefined;
  children: ReactNode;
}) {
  const wide = useMediaQuery('(min-width: 48em)', true);
  const router = useRouter();
  const navigate = useNavigate();
  const preload = (id: SystemTab) =>
    void router.preloadRoute({ to: systemTabPath(id) }).catch(() => undefined);

  return (
    <div data-testid="system-console">
      <Group justify="space-between" align="flex-end" mb="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {SYSTEM_TEXTS.title}
          </Title>
          <Text c="dimmed" mt={4}>
            Run the platform: changes apply at once for everyone.
          </Text>
        </div>
      </Group>
      <Tabs
        value={tab ?? null}
        onChange={(value) => {
          const next = SYSTEM_TABS.find((candidate) => candidate === value);
          if (next) void navigate({ to: systemTabPath(next) });
        }}
        orientation={wide ? 'vertical' : 'horizontal'}
        variant="pills"
        radius="md"
        keepMounted={false}
        styles={{ tab: { justifyContent: 'flex-start' } }}
      >
        <Tabs.List
          aria-label="System console sections"
          mb={wide ? 0 : 'md'}
          miw={wide ? 190 : undefined}
        >
          {SYSTEM_TABS.map((id) => {
            const Icon = TAB_ICONS[id];
            return (
              <Tabs.Tab
                key={id}
                value={id}
                leftSection={<Icon size={16} />}
                onMouseEnter={() => preload(id)}
                onFocus={() => preload(id)}
                data-testid={`system-tab-${id}`}
              >
                {SYSTEM_TEXTS.tabLabels[id]}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {SYSTEM_TABS.map((id) => (
          <Tabs.Panel key={id} value={id} pl={wide ? 'lg' : 0} style={{ flex: 1, minWidth: 0 }}>
            {id === tab && children}
          </Tabs.Panel>
        ))}
      </Tabs>
    </div>
  );
}
