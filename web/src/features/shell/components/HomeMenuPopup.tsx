import { Menu } from '@mantine/core';
import { useOpenedOnArrival } from '../../../lib/deferred/use-opened-on-arrival';
import { AppLink } from '../../../lib/navigation/AppLink';
import { HOME_LINKS, HomeMenuTrigger } from './HomeMenuTrigger';

/** The home menu itself: replaces its placeholder trigger, open, when the visitor asks for it. */
export function HomeMenuPopup({ takeFocus }: { takeFocus: boolean }) {
  const { triggerRef, opened, setOpened } = useOpenedOnArrival(takeFocus);
  return (
    <Menu
      trigger="click-hover"
      position="bottom-start"
      width={200}
      shadow="lg"
      radius="md"
      opened={opened}
      onChange={setOpened}
    >
      <Menu.Target>
        <HomeMenuTrigger ref={triggerRef} />
      </Menu.Target>
      <Menu.Dropdown>
        {HOME_LINKS.map(({ label, href, icon: Icon }) => (
          <Menu.Item key={href} component={AppLink} href={href} leftSection={<Icon size={16} />}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
