import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { AnalyticsTileProps } from '@portal/domain/analytics/numbers';

const TILES: { key: keyof AnalyticsTileProps; label: string }[] = [
  { key: 'numPosts', label: 'Posts' },
  { key: 'numBrands', label: 'Partnerships' },
  { key: 'earned', label: 'Earned' },
  { key: 'engRate', label: 'Engagement Rate' },
  { key: 'likes', label: 'Likes' },
  { key: 'comments', label: 'Comments' },
  { key: 'postedOn', label: 'Posted On' },
];

/** Spec part 2 section 2 'Analytics': the stats tiles, values already abbreviated. */
export function StatsTiles({ tiles }: { tiles: AnalyticsTileProps }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm" component="dl" m={0}>
      {TILES.map(({ key, label }) => (
        <Paper key={key} withBorder radius="md" p="sm" data-testid={`tile-${key}`}>
          <Text component="dt" size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text component="dd" m={0} fz="xl" fw={700}>
            {tiles[key] ?? '—'}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
