import { lazy, Suspense, useEffect, useRef, useState } from 'react';
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
  // return never saw the bell that had the focus: when the list closes and the focus was left
  // on nothing (Escape, a list item), it goes back to the bell.
  const wrapper = useRef<HTMLSpanElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !opened) {
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body) wrapper.current?.querySelector('button')?.focus();
      });
    }
    wasOpen.current = opened;
  }, [opened]);
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
