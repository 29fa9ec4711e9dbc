import { Box, Button, Group, Loader, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Notification } from '@portal/domain/notifications/notification-schemas';
import { formatDay } from '@portal/web-kit/format/dates';
import { useNavigate } from 'react-router';
import { useMarkRead } from '../api/mark-read';
import { useNotifications } from '../api/notifications';
import classes from './notification-list.module.css';

/** When the news came, as every creator screen writes a moment: '07/03, 8:56 AM' in their zone. */
const sentAt = (iso: string) => formatDay(Math.floor(Date.parse(iso) / 1000), { time: true });

/** The bell's list: newest first, unread ones marked; opening one marks it read and goes there. */
export function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const list = useNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();

  const open = (news: Notification) => {
    if (!news.read) markRead.mutate({ ids: [news.id] });
    onNavigate();
    navigate(news.link);
  };

  return (
    <Box>
      <Group justify="space-between" px="md" py="xs" className={classes.head}>
        <Text fw={600} component="h2" size="md">
          Notifications
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={!list.data?.unread_count}
          onClick={() => markRead.mutate({ all: true })}
        >
          Mark all as read
        </Button>
      </Group>
      {list.isPending ? (
        <Group justify="center" p="md">
          <Loader size="sm" role="status" aria-label="Loading notifications" />
        </Group>
      ) : list.isError ? (
        <Text p="md" size="sm">
          Your notifications could not be loaded. Please try again.
        </Text>
      ) : list.data.items.length === 0 ? (
        <Text p="md" size="sm" c="dimmed">
          Nothing yet. News about your invites, content and payments shows up here.
        </Text>
      ) : (
        <ScrollArea.Autosize mah="min(28rem, 70vh)">
          <Stack component="ul" gap={0} m={0} p={0} className={classes.list}>
            {list.data.items.map((news) => (
              <li key={news.id}>
                <UnstyledButton
                  className={classes.item}
                  data-unread={!news.read || undefined}
                  onClick={() => open(news)}
                >
                  <Text fw={news.read ? 400 : 700} size="sm">
                    {news.title}
                    {!news.read && <span className={classes.srOnly}> (unread)</span>}
                  </Text>
                  <Text size="sm">{news.body}</Text>
                  <Text size="xs" c="dimmed">
                    {sentAt(news.created_at)}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Box>
  );
}
