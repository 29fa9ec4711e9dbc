import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * The notification stack, loaded after first paint to keep the login route's JavaScript small.
 * Notifications raised before it arrives wait in the store and show when it mounts.
 */
export default function NotificationsHost() {
  return <Notifications position="bottom-center" limit={3} />;
}
