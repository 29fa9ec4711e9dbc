import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';

/** The detail view (issue 16 step 2) comes next; for now the queue links land here. */
export function Component() {
  const { contentId } = useParams();
  return (
    <Stack>
      <Title order={1} size="h2">
        Content {contentId}
      </Title>
      <Text>
        <Anchor component={Link} to="/">
          Back to the queue
        </Anchor>
      </Text>
    </Stack>
  );
}
