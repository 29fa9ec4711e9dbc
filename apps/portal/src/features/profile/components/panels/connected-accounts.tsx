import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '@portal/domain/profile/profile-api';
import { browserTimeZone, formatDate } from '@portal/web-kit/format/dates';
import { notifyError } from '@portal/web-kit/ui/notify';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDisconnectAccount } from '../../api/disconnect-account';

const PLATFORMS = [
  { platform: 'instagram', name: 'Instagram' },
  { platform: 'tiktok', name: 'TikTok' },
] as const;

/** Back to this panel after the platform's login. */
const RETURN_TO = '/creator/dashboard/profile?panel=social-accounts';

/**
 * Instagram and TikTok in the profile's Social Accounts panel (issue 13): the connected handle and
 * until when the access holds, with Reconnect and Disconnect; or Connect, through the same OAuth
 * flow as the setup's Accounts step. Headed apart from the typed handles below it, so that
 * "TikTok · not connected" over a saved TikTok handle reads as what it is: no sign-in, yet a
 * handle shown to brands.
 */
export function ConnectedAccounts({ accounts }: { accounts: Profile['access_tokens'] }) {
  const disconnect = useDisconnectAccount();
  const [confirming, setConfirming] = useState<string | null>(null);
  const zone = browserTimeZone();
  const now = Date.now() / 1000;
  return (
    <Stack gap="sm" aria-labelledby="connected-accounts-heading" component="section">
      <div>
        <Title order={2} size="h5" id="connected-accounts-heading">
          Connected accounts
        </Title>
        {/* Part 1 §3's prompt; accepting needs the campaign's account connected (part 1 §5). */}
        <Text size="sm" c="dimmed">
          Connect your social accounts to increase eligibility for future campaigns. Instagram and
          TikTok campaigns need that account connected before you accept.
        </Text>
      </div>
      {PLATFORMS.map(({ platform, name }) => {
        const account = accounts.find((a) => a.platform === platform);
        const connect = paths.app.connectSocialAccounts.getHref({
          returnTo: RETURN_TO,
          socialPlatform: platform,
        });
        const expired = account?.expiresAt != null && account.expiresAt < now;
        return (
          <Group key={platform} justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">
              <strong>{name}</strong>
              {account
                ? ` · @${account.username} · ${
                    expired
                      ? 'the connection has expired'
                      : account.expiresAt != null
                        ? `connected until ${formatDate(account.expiresAt, zone)}`
                        : 'connected'
                  }`
                : ' · not connected'}
            </Text>
            {confirming === platform ? (
              <Group gap="xs">
                <Button
                  size="xs"
                  color="red.9"
                  loading={disconnect.isPending}
                  onClick={() =>
                    disconnect.mutate(platform, {
                      onSuccess: () => setConfirming(null),
                      onError: notifyError,
                    })
                  }
                >
                  Yes, disconnect {name}
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                  Keep it
                </Button>
              </Group>
            ) : (
              <Group gap="xs">
                <Button
                  component={Link}
                  to={connect}
                  size="xs"
                  variant={account ? 'default' : 'filled'}
                >
                  {account ? `Reconnect ${name}` : `Connect ${name}`}
                </Button>
                {account && (
                  <Button
                    size="xs"
                    variant="subtle"
                    // Not 'red.9': a shade makes Mantine's subtle button use red's light colour
                    // (red.6, 3.3:1 on white); 'red' takes the theme's primary shade (8).
                    color="red"
                    onClick={() => setConfirming(platform)}
                  >
                    Disconnect {name}
                  </Button>
                )}
              </Group>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
