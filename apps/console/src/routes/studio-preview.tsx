import {
  Alert,
  Anchor,
  Card,
  Group,
  Image,
  List,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { CampaignDetail } from '@portal/domain/campaigns/campaign-api';
import {
  brandIntroText,
  greetingText,
  headerImageSource,
  truncateDescription,
  videoOrientationMessage,
} from '@portal/domain/campaigns/campaign-text';
import { instructionSteps, instructionText } from '@portal/domain/invites/invite-view';
import { payoutLines } from '@portal/domain/money/payout';
import { CampaignHero } from '@portal/web-kit/campaign/campaign-hero';
import { GuidelinesLists } from '@portal/web-kit/campaign/guidelines-lists';
import { headerImageUrl } from '@portal/web-kit/campaign/header-image';
import { browserTimeZone } from '@portal/web-kit/format/dates';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePreview } from '../features/studio/use-studio';

/**
 * "Preview as a creator" (issue 29): the invite intro and the guidelines, drawn from the working
 * copy with the portal's own header and guideline components (in the kit) and the domain's copy
 * (decision 566). Nothing here reaches a creator.
 */
export function Component() {
  const id = Number(useParams().campaignId);
  const preview = usePreview(id);
  const [view, setView] = useState<'intro' | 'guidelines'>('intro');
  if (preview.isPending) return <PageLoader />;
  if (preview.error || !preview.data) {
    return (
      <Alert color="red" role="alert" title="The preview could not be drawn">
        {preview.error?.message}{' '}
        <Anchor component={Link} c="inherit" underline="always" to={`/campaigns/${id}`}>
          Back to the campaign
        </Anchor>
      </Alert>
    );
  }
  const { campaign, invite } = preview.data;
  const payout = invite
    ? { payout_amount: invite.payout_amount, total_payout_amount: invite.total_payout_amount }
    : null;
  return (
    <Stack gap="md" maw={720} mx="auto">
      <Group justify="space-between" wrap="wrap">
        <Anchor component={Link} to={`/campaigns/${id}`} size="sm">
          ← Back to the editor
        </Anchor>
        <SegmentedControl
          aria-label="Which page"
          value={view}
          onChange={(v) => setView(v as 'intro' | 'guidelines')}
          data={[
            { value: 'intro', label: 'Invite intro' },
            { value: 'guidelines', label: 'Guidelines' },
          ]}
        />
      </Group>
      <Title order={1} size="h3">
        Preview as a creator: {campaign.name || 'Untitled campaign'}
      </Title>
      <Alert color="blue" variant="light">
        A preview of the working copy as an invited creator sees it. Save to see your latest edits.
      </Alert>
      <Card withBorder padding={0} radius="md" aria-label="Creator’s view">
        {view === 'intro' ? (
          <Intro campaign={campaign} />
        ) : (
          <Guidelines campaign={campaign} payout={payout} />
        )}
      </Card>
    </Stack>
  );
}

function Intro({ campaign }: { campaign: CampaignDetail }) {
  const image = headerImageUrl(headerImageSource(campaign));
  return (
    <Stack gap="lg" pb="lg">
      <CampaignHero image={image} brand={campaign.brand}>
        <Title order={2}>{greetingText('Creator')}</Title>
        <Text size="lg">{brandIntroText(campaign.brand.name)}</Text>
      </CampaignHero>
      <Stack gap="md" px="md">
        <Title order={3}>{campaign.name}</Title>
        <Text>{truncateDescription(campaign.short_description)}</Text>
        <Title order={3} size="h4">
          How do I get started?
        </Title>
        <List type="ordered">
          {['Create Account', 'Create a Post', 'Receive Rewards'].map((s) => (
            <List.Item key={s}>{s}</List.Item>
          ))}
        </List>
        <Title order={3} size="h4">
          More about us
        </Title>
        <Text>{campaign.product_description ?? campaign.brand.name}</Text>
      </Stack>
    </Stack>
  );
}

function Guidelines({
  campaign,
  payout,
}: {
  campaign: CampaignDetail;
  payout: { payout_amount: number; total_payout_amount: number } | null;
}) {
  const image = headerImageUrl(
    headerImageSource({
      selectedSampleImageUrl: campaign.sample_post_images[0]?.url,
      sample_post_url: campaign.sample_post_url,
      sample_post_filename: campaign.sample_post_filename,
    }),
  );
  const steps = instructionSteps(
    {
      workflow: campaign.campaign_content_workflow,
      compensation: campaign.influencer_compensation_type,
      windowStart: campaign.flight_start,
      windowEnd: campaign.flight_end,
    },
    { kind: 'request' },
  ).map((step) => instructionText(step, browserTimeZone()));
  const orientation = videoOrientationMessage(campaign.video_orientation);
  const lines = payoutLines({
    payout_amount: payout?.payout_amount,
    total_payout_amount: payout?.total_payout_amount,
    creator_expense_amount: campaign.creator_expense_amount,
    influencer_compensation_type: campaign.influencer_compensation_type,
    product_name: campaign.product_name,
  });
  return (
    <Stack gap="lg" pb="lg">
      <CampaignHero image={image} brand={campaign.brand}>
        <Text tt="uppercase" fw={700} size="sm">
          Campaign Guidelines
        </Text>
        <Title order={2}>{campaign.name} Campaign</Title>
      </CampaignHero>
      <Stack gap="lg" px="md">
        {campaign.short_description && <Text>{campaign.short_description}</Text>}
        {campaign.sample_post_images.length > 1 && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {campaign.sample_post_images.slice(0, 4).map((item) => (
              <Image
                key={item.url}
                src={item.url}
                alt="Sample content"
                radius="md"
                h={120}
                fit="cover"
              />
            ))}
          </SimpleGrid>
        )}
        <Card withBorder radius="md" padding="lg">
          <Title order={3} size="h4" mb="xs">
            Compensation
          </Title>
          {lines.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </Card>
        {steps.length > 0 && (
          <Card withBorder radius="md" padding="lg">
            <Title order={3} size="h4" mb="xs">
              What do I have to do?
            </Title>
            <List spacing="xs">
              {steps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
            {orientation && (
              <Text mt="sm" fw={600}>
                {orientation}
              </Text>
            )}
          </Card>
        )}
        {campaign.mood_board_images.length > 0 && (
          <Stack gap="xs">
            <Title order={3} size="h4">
              Mood board
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              {campaign.mood_board_images.map((item) => (
                <Image
                  key={item.url}
                  src={item.url}
                  alt="Mood board"
                  radius="md"
                  h={100}
                  fit="cover"
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}
        <Card withBorder radius="md" padding="lg">
          <GuidelinesLists campaign={campaign} />
        </Card>
        {campaign.has_custom_terms && (
          <Text size="sm">
            Creators agree to this campaign’s custom terms when they accept (published versions only
            have a page).
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
