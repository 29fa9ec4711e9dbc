import { Popover } from '@mantine/core';
import { BellButton } from './bell-button';
import { NotificationList } from './notification-list';

/** The bell with its popover list: keyboard focus moves into the list and back to the bell. */
export default function NotificationPopover({
  unread,
  opened,
  onChange,
}: {
  unread: number;
  opened: boolean;
  onChange: (opened: boolean) => void;
}) {
  return (
    <Popover
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      width="min(24rem, calc(100vw - 2rem))"
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <BellButton unread={unread} onClick={() => onChange(!opened)} />
      </Popover.Target>
      <Popover.Dropdown p={0}>
        {opened && <NotificationList onNavigate={() => onChange(false)} />}
      </Popover.Dropdown>
    </Popover>
  );
}
