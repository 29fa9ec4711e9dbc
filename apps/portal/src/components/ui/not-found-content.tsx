import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DEFAULT_CREATOR_HOME } from '@/config/paths';

/** Spec part 1 and part 2 section 2: the catch-all page. */
export function NotFoundContent() {
  return (
    <Container component="main" size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Page not Found</Title>
        <Text>The page you are looking for does not exist.</Text>
        <Button component={Link} to={DEFAULT_CREATOR_HOME}>
          Back to Campaigns
        </Button>
      </Stack>
    </Container>
  );
}
