import { Button, Divider, Drawer, NavLink as MantineNavLink, Stack } from '@mantine/core';
import {
  IconChartBar,
  IconCoin,
  IconLogout,
  IconSpeakerphone,
  IconUser,
} from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';

export const SHELL_LINKS = [
  { label: 'Campaigns', to: paths.creator.dashboard.campaigns.getHref(), icon: IconSpeakerphone },
  { label: 'Profile', to: paths.creator.dashboard.profile.getHref(), icon: IconUser },
  { label: 'Analytics', to: paths.creator.dashboard.analytics.getHref(), icon: IconChartBar },
  // Not in the spec's menu: the creator's money (issue 14, decision 014).
  { label: 'Earnings', to: paths.creator.dashboard.earnings.getHref(), icon: IconCoin },
] as const;

/** The slide-out side menu: Campaigns, Profile, Analytics, Earnings and Sign Out. */
export function SideMenu({
  opened,
  onClose,
  onSignOut,
  signingOut,
}: {
  opened: boolean;
  onClose: () => void;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menu"
      size={300}
      padding="md"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack gap="xs" component="nav" aria-label="Side menu">
        {SHELL_LINKS.map(({ label, to, icon: Icon }) => (
          <MantineNavLink
            key={to}
            component={NavLink}
            to={to}
            label={label}
            leftSection={<Icon size={18} aria-hidden />}
            onClick={onClose}
          />
        ))}
        <Divider my="xs" />
        <Button
          variant="subtle"
          color="red"
          c="red.9"
          justify="flex-start"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={onSignOut}
          loading={signingOut}
        >
          Sign Out
        </Button>
      </Stack>
    </Drawer>
  );
}
