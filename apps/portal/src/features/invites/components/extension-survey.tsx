import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { env } from '@/config/env';

/**
 * The survey panel when an extension applies (spec part 1 section 4). The survey link carries
 * campaign, invite, e-mail, brand and lead id (spec section 7 'Outside links').
 */
export function ExtensionSurvey({
  query,
}: {
  query: { campaign: string; invite: string; email: string; brand: string; lead_id: string };
}) {
  const url = `${env.surveyUrl}?${new URLSearchParams(query).toString()}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="extension">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h3" id="extension">
          You may be eligible for an extension
        </Title>
        <Text>
          The posting window for this campaign has passed. Tell us what happened and we will let you
          know if you can still take part.
        </Text>
        <Button component="a" href={url} target="_blank" rel="noreferrer">
          TAKE THE SURVEY
        </Button>
      </Stack>
    </Card>
  );
}
