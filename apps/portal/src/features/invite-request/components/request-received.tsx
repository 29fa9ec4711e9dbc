import { Anchor, Button, Card, Progress, Stack, Text, Title } from '@mantine/core';
import { REQUEST_FLOW_TEXTS } from '@portal/domain/campaigns/request-flow';
import { type ContentWorkflow, isPreapprovalWorkflow } from '@portal/domain/campaigns/workflows';
import {
  profileCompletionNote,
  profileProgressText,
  progressPercent,
} from '@portal/domain/profile/progress';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export const AWAITING_APPROVAL_TEXT =
  'We are reviewing your invite request and will reach out via email if you are approved to participate.';
/** Ours (spec part 1 section 2 names a pre-approval panel, not its words; record 181). */
export const PRE_APPROVAL_TEXT =
  'This campaign reviews your content before you post. If you are approved, we will e-mail you when to upload your content for review — do not post until it is approved.';

/**
 * Step 3, post-request what's-next (spec part 1 section 2): the pre-approval panel for
 * pre-approval workflows, otherwise 'Awaiting approval'; then the profile-completion note, the
 * progress bar linking to the profile, the profile form and BACK TO DASHBOARD.
 */
export function RequestReceived({
  workflow,
  profileProgress,
  profileForm,
}: {
  workflow: ContentWorkflow;
  profileProgress: number;
  profileForm: ReactNode;
}) {
  const percent = progressPercent(profileProgress);
  return (
    <Stack gap="lg" px="md" py="xl" maw={640} mx="auto">
      <Title order={1} size="h2">
        {REQUEST_FLOW_TEXTS.requestReceived}
      </Title>
      <Card withBorder radius="md" padding="lg">
        {isPreapprovalWorkflow(workflow) ? (
          <Stack gap="xs" aria-label="Pre-approval">
            <Title order={2} size="h3">
              Content pre-approval
            </Title>
            <Text>{PRE_APPROVAL_TEXT}</Text>
          </Stack>
        ) : (
          <Stack gap="xs">
            <Title order={2} size="h3">
              Awaiting approval
            </Title>
            <Text>{AWAITING_APPROVAL_TEXT}</Text>
          </Stack>
        )}
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-label="Your profile">
        <Stack gap="sm">
          <Text>{profileCompletionNote(profileProgress)}</Text>
          <Anchor component={Link} to={paths.creator.dashboard.profile.getHref()} fw={600}>
            {profileProgressText(profileProgress)}
          </Anchor>
          <Progress value={percent} aria-label="Profile progress" />
          {percent < 100 && profileForm}
        </Stack>
      </Card>
      <Text size="sm">
        By requesting an invite you agree to our{' '}
        <Anchor component={Link} to={paths.creator.terms.getHref()}>
          terms and conditions
        </Anchor>
        .
      </Text>
      <Button component={Link} to={paths.creator.dashboard.campaigns.getHref()}>
        {REQUEST_FLOW_TEXTS.backToDashboard}
      </Button>
    </Stack>
  );
}
