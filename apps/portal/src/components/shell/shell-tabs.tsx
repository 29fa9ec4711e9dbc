import { Box, Group, UnstyledButton } from '@mantine/core';
import { NavLink } from 'react-router';
import classes from './shell-tabs.module.css';

const TABS = [
  { label: 'CAMPAIGNS', to: '/creator/dashboard/campaigns' },
  { label: 'PROFILE', to: '/creator/dashboard/profile' },
  { label: 'ANALYTICS', to: '/creator/dashboard/analytics' },
  // Issue 31: the money has a tab of its own at every width, not only a side-menu link.
  { label: 'EARNINGS', to: '/creator/dashboard/earnings' },
] as const;

/** The dashboard tabs as links (each tab is its own URL); the current one has aria-current. */
export function ShellTabs() {
  return (
    <Box component="nav" aria-label="Dashboard" bg="white" className={classes.bar}>
      <Group maw="60rem" mx="auto" px="md" gap={0} grow wrap="nowrap">
        {TABS.map((tab) => (
          <UnstyledButton key={tab.to} component={NavLink} to={tab.to} className={classes.tab}>
            {tab.label}
          </UnstyledButton>
        ))}
      </Group>
    </Box>
  );
}
