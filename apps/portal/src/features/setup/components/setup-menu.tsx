import { Button, Drawer, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';

/** The setup pages' side menu: a right-hand drawer with Log Out. */
export function SetupMenu({
  opened,
  onClose,
  loggingOut,
  onLogOut,
}: {
  opened: boolean;
  onClose: () => void;
  loggingOut: boolean;
  onLogOut: () => void;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menu"
      position="right"
      size={280}
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack component="nav" aria-label="Side menu">
        <Button
          variant="subtle"
          color="red"
          c="red.9"
          justify="flex-start"
          leftSection={<IconLogout size={18} aria-hidden />}
          loading={loggingOut}
          onClick={onLogOut}
        >
          Log Out
        </Button>
      </Stack>
    </Drawer>
  );
}
