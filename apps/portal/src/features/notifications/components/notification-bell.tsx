import { IconBell } from '@tabler/icons-react';
import { forwardRef, lazy, Suspense, useState } from 'react';
import { useNotifications } from '../api/notifications';
import classes from './notification-bell.module.css';

// The popover (floating-ui) and the list load on the first click, not with every dashboard page.
const NotificationPopover = lazy(() => import('./notification-popover'));

type BellButtonProps = { unread: number; onClick?: () => void };

/** The bell itself (a plain button: Mantine's ActionIcon would add ~2 kB to every dashboard page); the popover uses it as its target once loaded. */
export const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(
  ({ unread, onClick, ...rest }, ref) => (
    <button
      ref={ref}
      type="button"
      className={classes.button}
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      onClick={onClick}
      {...rest}
    >
      <IconBell size={22} stroke={1.6} aria-hidden />
    </button>
  ),
);

/** The shell header's bell: the unread count, and the list of news on click (issue 15). */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const unread = useNotifications().data?.unread_count ?? 0;
  const plain = (
    <BellButton
      unread={unread}
      onClick={() => {
        setWanted(true);
        setOpened(true);
      }}
    />
  );
  return (
    <span className={classes.bell}>
      {wanted ? (
        <Suspense fallback={plain}>
          <NotificationPopover unread={unread} opened={opened} onChange={setOpened} />
        </Suspense>
      ) : (
        plain
      )}
      {unread > 0 && (
        <span className={classes.count} aria-hidden>
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </span>
  );
}
