import { Anchor, Group, Image, Progress, Stack } from '@mantine/core';
import { Link } from 'react-router';
import progress0 from '@/assets/profile-progress-0.svg';
import progress1 from '@/assets/profile-progress-1.svg';
import progress2 from '@/assets/profile-progress-2.svg';
import { paths } from '@/config/paths';

const IMAGES = [progress0, progress1, progress2] as const;

/** The header's profile-progress bar: one of 3 images by progress, and the percent. */
export function ProfileProgress({ percent, imageIndex }: { percent: number; imageIndex: number }) {
  const image = IMAGES[Math.min(Math.max(imageIndex, 0), IMAGES.length - 1)];
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Image
        src={image}
        alt=""
        w={32}
        h={32}
        data-testid="profile-progress-image"
        data-image-index={imageIndex}
      />
      <Stack gap={4} style={{ flex: 1 }} miw={0}>
        <Anchor component={Link} to={paths.creator.dashboard.profile.getHref()} size="xs">
          Your profile is {percent}% complete
        </Anchor>
        <Progress.Root size="sm" w="100%" maw={220}>
          <Progress.Section value={percent} aria-label="Profile progress" />
        </Progress.Root>
      </Stack>
    </Group>
  );
}
