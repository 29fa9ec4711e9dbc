import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DEFAULT_CREATOR_HOME } from '@/config/paths';

/** The frame of the invite pages: a slim top bar back to the campaigns, content 60rem wide. */
export function OnboardingFrame({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" bg="gray.0">
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <Box
        component="header"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group maw="60rem" mx="auto" px="md" h={52} justify="space-between">
          <Text fw={700}>Creator Portal</Text>
          <Anchor component={Link} to={DEFAULT_CREATOR_HOME} size="sm" fw={600}>
            Back to campaigns
          </Anchor>
        </Group>
      </Box>
      <Container component="main" id="main-content" tabIndex={-1} size="60rem" px={0} pb="xl">
        {children}
      </Container>
    </Box>
  );
}
