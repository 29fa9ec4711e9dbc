import { Button, Stack, Text } from '@mantine/core';
import { displayHandle } from '@portal/domain/setup/setup';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { OAuthPlatform } from '../api/start-connection';

/**
 * Instagram and TikTok connect through their own login: the button goes to
 * /app/connect_social_accounts with returnTo and socialPlatform (spec part 2 section 7).
 */
export function OAuthConnect({
  platform,
  platformName,
  handle,
  expired,
  returnTo = paths.creator.setup.accounts.getHref(),
}: {
  /** Where the platform's consent comes back to. */
  returnTo?: string;
  platform: OAuthPlatform;
  platformName: string;
  handle: string | null;
  expired: boolean;
}) {
  const href = paths.app.connectSocialAccounts.getHref({
    returnTo,
    socialPlatform: platform,
  });
  return (
    <Stack gap="sm">
      {handle ? (
        <Text>
          Connected as <strong>{displayHandle(handle)}</strong>
          {expired ? ', but the connection has expired.' : '.'}
        </Text>
      ) : (
        <Text>
          Log in with {platformName} to connect your account. We read your profile, posts and their
          likes and comments; we never post for you.
        </Text>
      )}
      <Button component={Link} to={href} size="md">
        {handle ? `Reconnect ${platformName}` : `Connect ${platformName}`}
      </Button>
    </Stack>
  );
}
