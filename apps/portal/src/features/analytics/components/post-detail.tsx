import {
  Anchor,
  Avatar,
  Box,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  ABBREVIATE_FROM,
  abbreviateNumber,
  formatEarned,
  formatEngagementRate,
  formatPostedOn,
  groupThousands,
} from '@portal/domain/analytics/numbers';
import { browserTimeZone } from '@portal/web-kit/format/dates';
import { IconExternalLink } from '@tabler/icons-react';
import type { AnalyticsPostDetail } from '../types';
import { PostMarks } from './post-grid';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text component="dt" size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="dd" m={0} fz="lg" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** One post with its stats and the brand and campaign it was made for. */
export function PostDetail({ detail }: { detail: AnalyticsPostDetail }) {
  const { post, brand, campaign } = detail;
  return (
    <Stack gap="lg">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Box pos="relative" w={{ base: '100%', xs: 280 }}>
          <Image
            src={post.thumbnail_url ?? undefined}
            alt={`${campaign.name} post for ${brand.name}`}
            fallbackSrc="/favicon.svg"
            radius="md"
            style={{ aspectRatio: '1 / 1', objectFit: 'cover' }}
          />
          <PostMarks post={post} />
        </Box>
        <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
          <Title order={1} size="h2">
            {campaign.name}
          </Title>
          <Group gap="xs">
            <Avatar src={brand.logo_url} alt="" size="sm" radius="xl">
              {brand.name.charAt(0)}
            </Avatar>
            <Text fw={600}>{brand.name}</Text>
          </Group>
          <Text size="sm">
            Posted On {formatPostedOn(post.post_creation_date, browserTimeZone())}
          </Text>
          <Anchor href={post.post_url} target="_blank" rel="noreferrer" size="sm" fw={600}>
            <Group gap={4} component="span">
              View the post
              <IconExternalLink size={14} aria-hidden />
              <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
            </Group>
          </Anchor>
        </Stack>
      </Group>

      <section aria-labelledby="post-stats">
        <Title order={2} size="h4" id="post-stats" mb="xs">
          Post stats
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" component="dl" m={0}>
          <Stat
            label="Likes"
            value={abbreviateNumber(post.metadata_likes, ABBREVIATE_FROM.likes)}
          />
          <Stat
            label="Comments"
            value={abbreviateNumber(post.metadata_comments, ABBREVIATE_FROM.comments)}
          />
          <Stat
            label="Engagement Rate"
            value={formatEngagementRate(post.metadata_engagement_rate)}
          />
          <Stat label="Earned" value={formatEarned(post.metadata_earned)} />
          <Stat label="Reach" value={groupThousands(post.metadata_impressions)} />
        </SimpleGrid>
      </section>

      <section aria-labelledby="brand-stats">
        <Title order={2} size="h4" id="brand-stats" mb="xs">
          With {brand.name}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="dl" m={0}>
          <Stat label="Campaign" value={campaign.name} />
          <Stat label="Posts" value={abbreviateNumber(brand.posts, ABBREVIATE_FROM.posts)} />
          <Stat label="Earned" value={formatEarned(brand.earned)} />
        </SimpleGrid>
      </section>
    </Stack>
  );
}
