import {
  Anchor,
  Card,
  Image,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { CampaignDetail, InviteViewWire } from '@portal/domain/campaigns/campaign-api';
import {
  headerImageSource,
  linkSegments,
  truncateDescription,
  videoOrientationMessage,
} from '@portal/domain/campaigns/campaign-text';
import { upcomingCampaignFacts } from '@portal/domain/invites/invite-card';
import {
  type InstructionStep,
  instructionSteps,
  instructionText,
} from '@portal/domain/invites/invite-view';
import { payoutLines } from '@portal/domain/money/payout';
import { browserTimeZone } from '@portal/web-kit/format/dates';
import { useState } from 'react';
import { CampaignHero } from './campaign-hero';
import { GuidelinesLists } from './guidelines-lists';
import { headerImageUrl } from './header-image';

/** Text whose http(s) links open in a new tab (spec part 1 section 2). */
function LinkedText({ text }: { text: string }) {
  return linkSegments(text).map((segment, i) =>
    segment.kind === 'link' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments never reorder
      <Anchor key={i} href={segment.href} target="_blank" rel="noreferrer">
        {segment.text}
      </Anchor>
    ) : (
      segment.text
    ),
  );
}

/** The description cut at 250 characters with Read More / Read Less. */
function Description({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const short = truncateDescription(text);
  const cut = short !== text;
  return (
    <Text>
      <LinkedText text={open || !cut ? text : short} />{' '}
      {cut && (
        <Anchor component="button" type="button" onClick={() => setOpen(!open)} fw={600}>
          {open ? 'Read Less' : 'Read More'}
        </Anchor>
      )}
    </Text>
  );
}

/**
 * "What do I have to do?" and the compensation lines of a campaign nobody is invited to yet (the
 * request flow): the spec's request wording, the campaign's own window (issue 31: an invite's
 * come from its view instead).
 */
export function requestedCampaignSteps(campaign: CampaignDetail): {
  instructions: InstructionStep[];
  lines: string[];
} {
  const steps = instructionSteps(
    {
      workflow: campaign.campaign_content_workflow,
      compensation: campaign.influencer_compensation_type,
      windowStart: campaign.flight_start,
      windowEnd: campaign.flight_end,
    },
    { kind: 'request' },
  );
  const lines = payoutLines({
    creator_expense_amount:
      campaign.influencer_compensation_type === 'PAYMENT_CREATOR_BUYS_PRODUCT'
        ? campaign.creator_expense_amount
        : 0,
    influencer_compensation_type: campaign.influencer_compensation_type,
    product_name: campaign.product_name,
  });
  // The amount comes with an invite; until then the block says what kind of pay it is.
  const paid = campaign.influencer_compensation_type !== 'PRODUCT';
  return {
    instructions: steps.map((step) => ({ ...step, state: 'todo' as const })),
    lines: paid
      ? [
          `${upcomingCampaignFacts(campaign).compensation} — the amount comes with your invite`,
          ...lines,
        ]
      : lines,
  };
}

/**
 * The campaign details of the guidelines pages (spec part 1 section 2 'Invite guidelines'):
 * header, description, sample content, compensation, what to do, what is appropriate. An invite's
 * compensation and steps are its view's (issue 31: the card and these pages say the same).
 */
export function CampaignDetails({
  campaign,
  view,
}: {
  campaign: CampaignDetail;
  /** The invite's view; null for a campaign the creator has no invite to. */
  view: InviteViewWire | null;
}) {
  const image = headerImageUrl(
    headerImageSource({
      selectedSampleImageUrl: campaign.sample_post_images[0]?.url,
      sample_post_url: campaign.sample_post_url,
      sample_post_filename: campaign.sample_post_filename,
    }),
  );
  const { instructions, lines } = view
    ? { instructions: view.instructions, lines: view.money.lines }
    : requestedCampaignSteps(campaign);
  const zone = browserTimeZone();
  const orientation = videoOrientationMessage(campaign.video_orientation);

  return (
    <Stack gap="lg">
      <CampaignHero image={image} brand={campaign.brand}>
        <Text tt="uppercase" fw={700} size="sm">
          Campaign Guidelines
        </Text>
        <Title order={1}>{campaign.name} Campaign</Title>
      </CampaignHero>
      <Stack gap="lg" px="md">
        {campaign.short_description && <Description text={campaign.short_description} />}
        {campaign.sample_post_images.length > 1 && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-label="Sample content">
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
        <Card
          withBorder
          radius="md"
          padding="lg"
          component="section"
          aria-labelledby="compensation"
        >
          <Title order={2} size="h3" id="compensation" mb="xs">
            Compensation
          </Title>
          <Stack gap={4}>
            {lines.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </Stack>
        </Card>
        {instructions.length > 0 && (
          <Card
            withBorder
            radius="md"
            padding="lg"
            component="section"
            aria-labelledby="what-to-do"
          >
            <Title order={2} size="h3" id="what-to-do" mb="xs">
              What do I have to do?
            </Title>
            <List spacing="xs">
              {instructions.map((step) => {
                const text = instructionText(step, zone);
                return (
                  <List.Item
                    key={step.words}
                    fw={step.state === 'current' ? 700 : undefined}
                    c={step.state === 'done' ? 'dimmed' : undefined}
                  >
                    {step.state === 'done' ? `✓ ${text}` : text}
                    {step.state === 'current' && <VisuallyHidden> (you are here)</VisuallyHidden>}
                  </List.Item>
                );
              })}
            </List>
            {orientation && (
              <Text mt="sm" fw={600}>
                {orientation}
              </Text>
            )}
          </Card>
        )}
        <Card withBorder radius="md" padding="lg">
          <GuidelinesLists campaign={campaign} />
        </Card>
      </Stack>
    </Stack>
  );
}
