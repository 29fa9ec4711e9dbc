import { useReturnFocusOnClose } from '@portal/web-kit/ui/return-focus';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNotifications } from '../api/notifications';
import { BellButton } from './bell-button';
import classes from './notification-bell.module.css';

// The popover (floating-ui) and the list load on the first click, not with every dashboard page.
const NotificationPopover = lazy(() => import('./notification-popover'));

/** The shell header's bell: the unread count, and the list of news on click (issue 15). */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const unread = useNotifications().data?.unread_count ?? 0;
  // The popover loads on the first click and mounts open around a new bell, so Mantine's focus
  // return never saw the bell that had the focus: when the list closes (Escape, a list item),
  // the focus goes back to the bell, whichever of the two is shown.
  const wrapper = useRef<HTMLSpanElement>(null);
  useReturnFocusOnClose(opened, () => wrapper.current?.querySelector('button'));
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
    <span className={classes.bell} ref={wrapper}>
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
