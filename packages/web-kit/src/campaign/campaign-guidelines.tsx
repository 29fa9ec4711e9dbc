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
import type { CampaignDetail } from '@portal/domain/campaigns/campaign-api';
import {
  headerImageSource,
  linkSegments,
  truncateDescription,
  videoOrientationMessage,
} from '@portal/domain/campaigns/campaign-text';
import { type InstructionStep, instructionText } from '@portal/domain/invites/invite-view';
import { type ReactNode, useState } from 'react';
import { browserTimeZone } from '../format/dates';
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

function ImageGrid({ urls, alt, height }: { urls: string[]; alt: string; height: number }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" role="group" aria-label={alt}>
      {urls.map((url) => (
        <Image key={url} src={url} alt={alt} radius="md" h={height} fit="cover" />
      ))}
    </SimpleGrid>
  );
}

/**
 * The campaign's guidelines as a creator reads them (spec part 1 section 2 'Invite guidelines'):
 * header, description, sample content, compensation, what to do, mood board, what is
 * appropriate. The portal's guidelines pages and the studio's "Preview as a creator" both draw
 * this, so a brand previews exactly what creators will read. What the creator is paid and has to
 * do (`lines`, `instructions`) come from the invite's view or the campaign, as the caller knows.
 */
export function CampaignGuidelines({
  campaign,
  instructions,
  lines,
  zone = browserTimeZone(),
  titleOrder = 1,
  children,
}: {
  campaign: CampaignDetail;
  instructions: InstructionStep[];
  lines: string[];
  /** The creator's time zone, for the dates in the steps: the browser's unless told. */
  zone?: string;
  /** The campaign title's heading level: 1 on its own page, 2 inside another (the preview). */
  titleOrder?: 1 | 2;
  /** Anything the caller adds at the end. */
  children?: ReactNode;
}) {
  const image = headerImageUrl(
    headerImageSource({
      selectedSampleImageUrl: campaign.sample_post_images[0]?.url,
      sample_post_url: campaign.sample_post_url,
      sample_post_filename: campaign.sample_post_filename,
    }),
  );
  const orientation = videoOrientationMessage(campaign.video_orientation);
  return (
    <Stack gap="lg">
      <CampaignHero image={image} brand={campaign.brand}>
        <Text tt="uppercase" fw={700} size="sm">
          Campaign Guidelines
        </Text>
        <Title order={titleOrder}>{campaign.name} Campaign</Title>
      </CampaignHero>
      <Stack gap="lg" px="md">
        {campaign.short_description && <Description text={campaign.short_description} />}
        {campaign.sample_post_images.length > 1 && (
          <ImageGrid
            urls={campaign.sample_post_images.slice(0, 4).map((item) => item.url)}
            alt="Sample content"
            height={120}
          />
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
        {campaign.mood_board_images.length > 0 && (
          <Stack gap="xs" component="section" aria-labelledby="mood-board">
            <Title order={2} size="h3" id="mood-board">
              Mood board
            </Title>
            <ImageGrid
              urls={campaign.mood_board_images.map((item) => item.url)}
              alt="Mood board"
              height={100}
            />
          </Stack>
        )}
        <Card withBorder radius="md" padding="lg">
          <GuidelinesLists campaign={campaign} />
        </Card>
        {children}
      </Stack>
    </Stack>
  );
}
