import { SYSTEM_TEXTS } from '@morphic/contracts';
import { Group, Skeleton, Tabs, Text, Title } from '@mantine/core';
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
import { Suspense } from 'react';
import { SYSTEM_TABS, type SystemTab } from '../system-tabs';
import { TAB_CONTENT } from '../tab-content';

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

export function SystemConsole({
  tab,
  onTabChange,
}: {
  tab: SystemTab;
  onTabChange: (tab: SystemTab) => void;
}) {
  const wide = useMediaQuery('(min-width: 48em)', true);

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
        value={tab}
        onChange={(value) => {
          const next = SYSTEM_TABS.find((candidate) => candidate === value);
          if (next) onTabChange(next);
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
                data-testid={`system-tab-${id}`}
              >
                {SYSTEM_TEXTS.tabLabels[id]}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {SYSTEM_TABS.map((id) => {
          const Content = TAB_CONTENT[id];
          return (
            <Tabs.Panel key={id} value={id} pl={wide ? 'lg' : 0} style={{ flex: 1, minWidth: 0 }}>
              <Suspense
                fallback={<Skeleton height={240} radius="md" data-testid="system-tab-loading" />}
              >
                <Content />
              </Suspense>
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </div>
  );
}
