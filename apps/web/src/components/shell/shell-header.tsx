import { Avatar, Box, Burger, Group, Stack, Text } from '@mantine/core';
import { InstagramWarning } from './instagram-warning';
import { ProfileProgress } from './profile-progress';
import type { ShellUser } from './types';

/** Burger, profile picture, name, handle, progress; the Instagram warning under them. */
export function ShellHeader({
  user,
  menuOpened,
  onMenuToggle,
  showInstagramWarning,
  onDismissInstagramWarning,
}: {
  user: ShellUser;
  menuOpened: boolean;
  onMenuToggle: () => void;
  showInstagramWarning: boolean;
  onDismissInstagramWarning: () => void;
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
            <Burger
              opened={menuOpened}
              onClick={onMenuToggle}
              aria-label={menuOpened ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpened}
              size="sm"
            />
            <Avatar
              src={user.pictureUrl}
              alt={`Profile picture of ${user.name}`}
              name={user.name}
              color="initials"
              size="md"
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
