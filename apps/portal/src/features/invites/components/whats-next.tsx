import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { whatsNextCopy } from '@portal/domain/campaigns/campaign-text';
import type { InvitePage } from '@portal/domain/invites/invite-api';
import {
  isProfileComplete,
  progressPercent,
  SKIP_BUTTON_LABEL,
  showSkipButton,
} from '@portal/domain/profile/progress';
import { browserTimeZone } from '@portal/web-kit/format/dates';
import { Link } from 'react-router';
import { DEFAULT_CREATOR_HOME, paths } from '@/config/paths';

const FILL_OUT =
  'Fill out the information below and we will match you with more relevant campaigns in the future.';

/**
 * Post-accept what's-next (spec part 1 section 2): title and body by status and by what is true
 * now (decision 012), the reach-out line with the campaign start in the creator's time zone, and the profile prompt with GO TO
 * DASHBOARD at 100% and the skip button while accepted below 100%.
 */
export function WhatsNext({
  page,
  profileProgress,
}: {
  page: InvitePage;
  profileProgress: number;
}) {
  const { invite, campaign } = page;
  // Where the invite stands is its view's (issue 31), the start in the creator's zone.
  const copy = whatsNextCopy({
    status: invite.status,
    campaignStart: campaign.flight_start,
    step: invite.view.step,
    now: Math.floor(Date.now() / 1000),
    timeZone: browserTimeZone(),
  });
  const complete = isProfileComplete(profileProgress);
  const accepted = invite.status === 'ACCEPTED' || invite.status === 'APPROVED';
  const percent = progressPercent(profileProgress);
  return (
    <Stack gap="lg" px="md" pt="xl">
      <Card withBorder radius="md" padding="xl">
        <Stack gap="sm">
          <Title order={1}>{copy.title}</Title>
          <Text size="lg" fw={700}>
            {copy.body}
          </Text>
          {copy.reachOut && <Text>{copy.reachOut}</Text>}
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="xl" component="section" aria-label="Your profile">
        <Stack gap="sm">
          {!accepted && !complete && <Text>{FILL_OUT}</Text>}
          <Text fw={600}>Your profile is {percent}% complete</Text>
          <Progress value={percent} aria-label="Profile progress" />
          <Group>
            {complete ? (
              <Button component={Link} to={DEFAULT_CREATOR_HOME}>
                GO TO DASHBOARD
              </Button>
            ) : (
              <Button component={Link} to={paths.creator.dashboard.profile.getHref()}>
                COMPLETE MY PROFILE
              </Button>
            )}
            {showSkipButton(invite.status, profileProgress) && (
              // The spec's long label wraps on a phone rather than being cut off.
              <Button
                component={Link}
                to={DEFAULT_CREATOR_HOME}
                variant="subtle"
                h="auto"
                py={6}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
              >
                {SKIP_BUTTON_LABEL}
              </Button>
            )}
            {!complete && !showSkipButton(invite.status, profileProgress) && (
              <Button component={Link} to={DEFAULT_CREATOR_HOME} variant="default">
                GO TO DASHBOARD
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
