import { Box, Group, Stack, Text } from '@mantine/core';
import type { Ref } from 'react';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { InstagramWarning } from './instagram-warning';
import { MenuBurger } from './menu-burger';
import { ProfileAvatar } from './profile-avatar';
import { ProfileProgress } from './profile-progress';
import type { ShellUser } from './types';

/** Burger, profile picture, name, handle, the notification bell, progress; the Instagram warning under them. */
export function ShellHeader({
  user,
  menuOpened,
  onMenuToggle,
  showInstagramWarning,
  onDismissInstagramWarning,
  menuButtonRef,
}: {
  user: ShellUser;
  menuOpened: boolean;
  onMenuToggle: () => void;
  showInstagramWarning: boolean;
  onDismissInstagramWarning: () => void;
  menuButtonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <Box
      component="header"
      bg="white"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Stack maw="60rem" mx="auto" px="md" py="sm" gap="sm">
        <Group justify="space-between" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 220px' }}>
            <MenuBurger
              ref={menuButtonRef}
              opened={menuOpened}
              onClick={onMenuToggle}
              label={menuOpened ? 'Close menu' : 'Open menu'}
            />
            <ProfileAvatar
              src={user.pictureUrl}
              name={user.name}
              alt={`Profile picture of ${user.name}`}
            />
            <Box miw={0}>
              <Text fw={600} truncate>
                {user.name}
              </Text>
              {user.handle && (
                <Text size="sm" c="dimmed" truncate>
                  @{user.handle}
                </Text>
              )}
            </Box>
            <Box ml="auto">
              <NotificationBell />
            </Box>
          </Group>
          <Box style={{ flex: '1 1 200px' }} maw={{ sm: 260 }} miw={0}>
            <ProfileProgress percent={user.progressPercent} imageIndex={user.progressImageIndex} />
          </Box>
        </Group>
        {showInstagramWarning && <InstagramWarning onClose={onDismissInstagramWarning} />}
      </Stack>
    </Box>
  );
}
