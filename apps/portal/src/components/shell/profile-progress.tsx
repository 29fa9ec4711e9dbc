import { Anchor, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import progress0 from '@/assets/profile-progress-0.svg';
import progress1 from '@/assets/profile-progress-1.svg';
import progress2 from '@/assets/profile-progress-2.svg';
import { paths } from '@/config/paths';
import classes from './profile-progress.module.css';

const IMAGES = [progress0, progress1, progress2] as const;

/**
 * The header's profile-progress bar: one of 3 images by progress, and the percent. A plain image
 * and progress bar with Mantine's look: the header is on every dashboard page's first screen.
 */
export function ProfileProgress({ percent, imageIndex }: { percent: number; imageIndex: number }) {
  const image = IMAGES[Math.min(Math.max(imageIndex, 0), IMAGES.length - 1)];
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <img
        src={image}
        alt=""
        className={classes.image}
        data-testid="profile-progress-image"
        data-image-index={imageIndex}
      />
      <Stack gap={4} style={{ flex: 1 }} miw={0}>
        <Anchor component={Link} to={paths.creator.dashboard.profile.getHref()} size="xs">
          Your profile is {percent}% complete
        </Anchor>
        <div className={classes.bar}>
          <div
            className={classes.filled}
            style={{ width: `${percent}%` }}
            role="progressbar"
            aria-label="Profile progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
          />
        </div>
      </Stack>
    </Group>
  );
}
