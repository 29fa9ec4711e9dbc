import { Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the /app pages: one narrow card, full width on a phone. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Box bg="gray.0" mih="100vh">
      <Box component="header" py="md" ta="center">
        <Text fw={700} size="lg" c="blue.9">
          Creator Portal
        </Text>
      </Box>
      <Container component="main" size={440} px="md" pb="xl">
        <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} size="h2">
                {title}
              </Title>
              {subtitle && <Text c="dimmed">{subtitle}</Text>}
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
