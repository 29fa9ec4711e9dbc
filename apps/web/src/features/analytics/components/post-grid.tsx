import { Badge, Box, Image, SimpleGrid, Stack, UnstyledButton } from '@mantine/core';
import { formatPostedOn, sortPostsByQuality } from '@portal/domain/analytics/numbers';
import { IconStarFilled, IconTrendingUp } from '@tabler/icons-react';
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
        const label = `${post.campaign_name} for ${post.brand_name}, posted ${formatPostedOn(post.post_creation_date)}${marks ? `, ${marks}` : ''}`;
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
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
