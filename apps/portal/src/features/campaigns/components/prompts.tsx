import { Button, Stack, Text, Title } from '@mantine/core';
import type { CampaignsListEmptyState } from '@portal/domain/invites/invite-groups';
import { Link } from 'react-router';
import { BorderedCard } from '@/components/ui/bordered-card';
import { paths } from '@/config/paths';

/** The profile panel the CONNECT ACCOUNTS button opens (see docs/decisions/103). */
export const SOCIAL_ACCOUNTS_PANEL = 'social-accounts';

/** 'Want more campaigns?' (spec part 1 section 2), shown when no Instagram or TikTok is connected. */
export function WantMoreCampaigns() {
  return (
    <BorderedCard padding="lg" component="section" aria-labelledby="want-more">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id="want-more">
          Want more campaigns?
        </Title>
        <Text>Connect your social accounts to increase eligibility for future campaigns.</Text>
        <Button
          component={Link}
          to={paths.creator.dashboard.profile.getHref({ panel: SOCIAL_ACCOUNTS_PANEL })}
        >
          CONNECT ACCOUNTS
        </Button>
      </Stack>
    </BorderedCard>
  );
}

/** The empty state: by profile completeness (domain campaignsListEmptyState). */
export function CampaignsEmptyState({ state }: { state: CampaignsListEmptyState }) {
  return (
    <BorderedCard padding="xl" style={{ textAlign: 'center' }}>
      <Stack gap="xs" align="center">
        <Title order={2} size="h3">
          {state.title}
        </Title>
        {'subtitle' in state ? (
          <Text c="dimmed">{state.subtitle}</Text>
        ) : (
          <Button component={Link} to={paths.creator.dashboard.profile.getHref()}>
            {state.link.label}
          </Button>
        )}
      </Stack>
    </BorderedCard>
  );
}

/** End-of-list prompt when the profile is incomplete. */
export function EndOfListPrompt({ text }: { text: string }) {
  return (
    <Text ta="center" c="dimmed" py="md">
      <Link to={paths.creator.dashboard.profile.getHref()} style={{ color: 'inherit' }}>
        {text}
      </Link>
    </Text>
  );
}
