import { Anchor, Card, Image, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CampaignDetail } from '@portal/domain/campaigns/campaign-api';
import {
  headerImageSource,
  instructionSteps,
  linkSegments,
  truncateDescription,
  videoOrientationMessage,
} from '@portal/domain/campaigns/campaign-text';
import { payoutLines } from '@portal/domain/money/payout';
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
 * The campaign details of the guidelines pages (spec part 1 section 2 'Invite guidelines'):
 * header, description, sample content, compensation, what to do, what is appropriate.
 */
export function CampaignDetails({
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
  const steps =
    campaign.flight_start !== null && campaign.flight_end !== null
      ? instructionSteps({
          ...campaign,
          flight_start: campaign.flight_start,
          flight_end: campaign.flight_end,
        })
      : [];
  const orientation = videoOrientationMessage(campaign.video_orientation);
  const lines = payoutLines({
    payout_amount: payout?.payout_amount,
    total_payout_amount: payout?.total_payout_amount,
    creator_expense_amount: campaign.creator_expense_amount,
    influencer_compensation_type: campaign.influencer_compensation_type,
    product_name: campaign.product_name,
  });

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
        {steps.length > 0 && (
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
        <Card withBorder radius="md" padding="lg">
          <GuidelinesLists campaign={campaign} />
        </Card>
      </Stack>
    </Stack>
  );
}
