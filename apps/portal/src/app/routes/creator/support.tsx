import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BorderedCard } from '@/components/ui/bordered-card';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { SupportForm } from '@/features/support/components/support-form';

/**
 * /creator/support: answers to the usual questions, and a real way to write to the operator
 * (issue 31: the page used to show a note for the operator instead).
 */
export default function SupportRoute() {
  const me = useMe();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Support
      </Title>
      <BorderedCard padding="lg" component="section" aria-labelledby="answers">
        <Title order={2} size="h4" id="answers" mb="xs">
          Quick answers
        </Title>
        <List spacing="xs">
          <List.Item>
            <Text span fw={600}>
              What do I do next?
            </Text>{' '}
            The Up next block at the top of{' '}
            <Anchor component={Link} to={paths.creator.dashboard.campaigns.getHref()}>
              Campaigns
            </Anchor>{' '}
            lists your open actions, most urgent first, with their due dates.
          </List.Item>
          <List.Item>
            <Text span fw={600}>
              When am I paid?
            </Text>{' '}
            Payments go through PayPal to the e-mail in your{' '}
            <Anchor component={Link} to={paths.creator.dashboard.profile.getHref()}>
              profile
            </Anchor>
            ; every payment and where it stands is in{' '}
            <Anchor component={Link} to={paths.creator.dashboard.earnings.getHref()}>
              Earnings
            </Anchor>
            .
          </List.Item>
        </List>
      </BorderedCard>
      <BorderedCard padding="lg" component="section" aria-labelledby="write-to-us">
        <Title order={2} size="h4" id="write-to-us" mb="xs">
          Write to us
        </Title>
        {me.data && <SupportForm email={me.data.email} />}
      </BorderedCard>
    </Stack>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
