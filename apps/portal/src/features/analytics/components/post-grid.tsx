import { Badge, Box, Image, SimpleGrid, Stack, UnstyledButton } from '@mantine/core';
import {
  abbreviateNumber,
  formatEngagementRate,
  formatPostedOn,
  sortPostsByQuality,
} from '@portal/domain/analytics/numbers';
import { browserTimeZone } from '@portal/web-kit/format/dates';
import { IconHeartFilled, IconStarFilled, IconTrendingUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { AnalyticsPost } from '../types';

/** Featured and top-performer marks over a thumbnail. */
export function PostMarks({ post }: { post: AnalyticsPost }) {
  if (!post.is_featured && !post.is_top_performer) return null;
  return (
    <Stack gap={4} pos="absolute" top={6} left={6} align="flex-start">
      {post.is_featured && (
        <Badge
          size="sm"
          color="yellow.4"
          c="dark.9"
          leftSection={<IconStarFilled size={10} aria-hidden />}
        >
          Featured
        </Badge>
      )}
      {post.is_top_performer && (
        <Badge size="sm" color="teal.8" leftSection={<IconTrendingUp size={10} aria-hidden />}>
          Top performer
        </Badge>
      )}
    </Stack>
  );
}

/** Small tiles abbreviate from ten thousand ('12.3K'), to fit a third of a phone's width. */
const TILE_ABBREVIATE_FROM = 10_000;

/**
 * A tile's headline numbers, over the bottom of its picture: likes and engagement rate. Shown to
 * the eye only: the link's name already says them (a screen reader hears them once).
 */
function TileNumbers({ post }: { post: AnalyticsPost }) {
  return (
    <Box
      aria-hidden
      pos="absolute"
      bottom={0}
      left={0}
      right={0}
      px={6}
      py={4}
      fz="xs"
      fw={700}
      c="white"
      style={{
        pointerEvents: 'none',
        borderRadius: '0 0 8px 8px',
        background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.75))',
        display: 'flex',
        gap: 6,
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
        <IconHeartFilled size={11} />
        {abbreviateNumber(post.metadata_likes, TILE_ABBREVIATE_FROM)}
      </span>
      <span>{formatEngagementRate(post.metadata_engagement_rate)}</span>
    </Box>
  );
}

/** Spec part 2 section 2: the posts as a 3-column thumbnail grid, best post_quality first. */
export function PostGrid({ posts }: { posts: AnalyticsPost[] }) {
  return (
    <SimpleGrid
      cols={3}
      spacing={{ base: 4, sm: 'sm' }}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {sortPostsByQuality(posts).map((post) => {
        const marks = [post.is_featured && 'featured', post.is_top_performer && 'top performer']
          .filter(Boolean)
          .join(', ');
        const numbers = `${abbreviateNumber(post.metadata_likes, TILE_ABBREVIATE_FROM)} likes, ${formatEngagementRate(post.metadata_engagement_rate)} engagement`;
        const label = `${post.campaign_name} for ${post.brand_name}, posted ${formatPostedOn(post.post_creation_date, browserTimeZone())}, ${numbers}${marks ? `, ${marks}` : ''}`;
        return (
          <Box component="li" key={post.id} pos="relative">
            <UnstyledButton
              component={Link}
              to={paths.creator.dashboard.analyticsPost.getHref(post.id)}
              aria-label={label}
              display="block"
              style={{ borderRadius: 8, overflow: 'hidden' }}
            >
              <Image
                src={post.thumbnail_url ?? undefined}
                alt=""
                fallbackSrc="/favicon.svg"
                style={{ aspectRatio: '1 / 1', objectFit: 'cover' }}
              />
            </UnstyledButton>
            <PostMarks post={post} />
            <TileNumbers post={post} />
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
