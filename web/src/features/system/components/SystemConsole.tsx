import { INTERNAL_MESSAGE_TEXTS, OPERATORS_TAB_TEXTS, SYSTEM_TEXTS } from '@morphic/contracts';
import { Group, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell, IconSettings, IconUsers } from '@tabler/icons-react';
import { SYSTEM_TABS, type SystemTab } from '../system-tabs';
import { NotificationsTab } from './NotificationsTab';
import { OperatorsTab } from './OperatorsTab';
import { SettingsTab } from './SettingsTab';

const TAB_LABELS: Record<SystemTab, string> = {
  operators: OPERATORS_TAB_TEXTS.tab,
  notifications: INTERNAL_MESSAGE_TEXTS.notificationsTab,
  settings: SYSTEM_TEXTS.settingsTab,
};
const TAB_ICONS = {
  operators: IconUsers,
  notifications: IconBell,
  settings: IconSettings,
} as const;

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
                {TAB_LABELS[id]}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="operators" pl={wide ? 'lg' : 0} style={{ flex: 1, minWidth: 0 }}>
          <OperatorsTab />
        </Tabs.Panel>
        <Tabs.Panel value="notifications" pl={wide ? 'lg' : 0} style={{ flex: 1, minWidth: 0 }}>
          <NotificationsTab />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pl={wide ? 'lg' : 0} style={{ flex: 1, minWidth: 0 }}>
          <SettingsTab />
        </Tabs.Panel>
      </Tabs>
    </div>
  );
}
