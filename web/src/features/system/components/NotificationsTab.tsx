import { INTERNAL_MESSAGE_TEXTS } from '@morphic/contracts';
import { Tabs } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { AdminMessagesPanel } from '../../internal-messages/components/AdminMessagesPanel';

/** Spec 03 "Notifications tab": the Internal Messages sub-tab (sending is another issue's). */
export function NotificationsTab() {
  return (
    <Tabs defaultValue="internal-messages" keepMounted={false} data-testid="notifications-tab">
      <Tabs.List mb="md">
        <Tabs.Tab
          value="internal-messages"
          leftSection={<IconMessages size={16} />}
          data-testid="notifications-subtab-internal-messages"
        >
          {INTERNAL_MESSAGE_TEXTS.adminTab}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="internal-messages">
        <AdminMessagesPanel />
      </Tabs.Panel>
    </Tabs>
  );
}
