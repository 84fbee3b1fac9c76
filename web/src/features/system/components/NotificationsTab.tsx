import { INTERNAL_MESSAGE_TEXTS, NOTIFICATION_TEXTS } from '@morphic/contracts';
import { Tabs } from '@mantine/core';
import { IconMessages, IconSend } from '@tabler/icons-react';
import { AdminMessagesPanel } from '../../internal-messages/components/AdminMessagesPanel';
import { SendNotificationsPanel } from './notifications/SendNotificationsPanel';

/** Spec 03 "Notifications tab": Send Notifications and Internal Messages sub-tabs. */
export function NotificationsTab() {
  return (
    <Tabs defaultValue="send" keepMounted={false} data-testid="notifications-tab">
      <Tabs.List mb="md">
        <Tabs.Tab
          value="send"
          leftSection={<IconSend size={16} />}
          data-testid="notifications-subtab-send"
        >
          {NOTIFICATION_TEXTS.sendForm.subTab}
        </Tabs.Tab>
        <Tabs.Tab
          value="internal-messages"
          leftSection={<IconMessages size={16} />}
          data-testid="notifications-subtab-internal-messages"
        >
          {INTERNAL_MESSAGE_TEXTS.adminTab}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="send">
        <SendNotificationsPanel />
      </Tabs.Panel>
      <Tabs.Panel value="internal-messages">
        <AdminMessagesPanel />
      </Tabs.Panel>
    </Tabs>
  );
}
