import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function Component() {
  return (
    <Stack>
      <Title order={1}>Page not Found</Title>
      <Text>
        <Anchor component={Link} to="/">
          Back to the queue
        </Anchor>
      </Text>
    </Stack>
  );
}
