import { IconBell } from '@tabler/icons-react';
import { forwardRef } from 'react';
import classes from './notification-bell.module.css';

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
