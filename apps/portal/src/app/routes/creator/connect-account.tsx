import { Anchor, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  connectedAccounts,
  isComingSoonPlatform,
  PLATFORM_HANDLE_FIELDS,
  type Platform,
  parsePlatform,
} from '@portal/domain/setup/setup';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { InstagramWarning } from '@/components/shell/instagram-warning';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { paths, safeReturnTo } from '@/config/paths';
import { HandleForm } from '@/features/connect-account/components/handle-form';
import { OAuthConnect } from '@/features/connect-account/components/oauth-connect';
import { useFlags } from '@/features/flags/api/get-flags';
import { useSetupProfile } from '@/features/setup/api/get-setup-profile';
import { useUpdateProfile } from '@/features/setup/api/update-profile';
import { PLATFORM_NAMES } from '@/features/setup/components/platform-names';
import { toSetupUser } from '@/features/setup/setup-user';

/**
 * /creator/connect-account?platform=…: an invalid or missing platform goes to Accounts;
 * Instagram and TikTok connect through OAuth; the others are coming soon and save a handle.
 */
export default function ConnectAccountRoute() {
  const [search] = useSearchParams();
  const platform = parsePlatform(search.get('platform'));
  if (!platform) return <Navigate to={paths.creator.setup.accounts.getHref()} replace />;
  return <ConnectAccount platform={platform} />;
}

function ConnectAccount({ platform }: { platform: Platform }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Where connecting comes back to: the page that sent the creator here (the dashboard's
  // reconnect warning, the profile), else the setup's Accounts step (issue 31: a creator long
  // past setup was sent to "2 easy steps" after reconnecting Instagram).
  const asked = search.get('returnTo');
  const back = asked ? safeReturnTo(asked) : paths.creator.setup.accounts.getHref();
  const profile = useSetupProfile();
  const flags = useFlags();
  const updateProfile = useUpdateProfile();
  const [warningDismissed, setWarningDismissed] = useState(false);
  if (profile.error) throw profile.error;
  if (!profile.data || !flags.data) return <PageLoader />;

  const name = PLATFORM_NAMES[platform];
  const account = connectedAccounts(toSetupUser(profile.data)).find((a) => a.platform === platform);
  const expired = profile.data.access_tokens.some((t) => t.platform === platform && t.expired);
  const showWarning =
    flags.data['social-connection-enabled'] &&
    profile.data.instagram_connection_expired &&
    !warningDismissed;

  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="main" maw={600} mx="auto" px="md" py="lg">
        <Stack gap="md">
          <Anchor component={Link} to={back} fw={600}>
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden />
              {asked ? 'Back' : 'Back to Accounts'}
            </Group>
          </Anchor>
          {showWarning && <InstagramWarning onClose={() => setWarningDismissed(true)} />}
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <Group gap="sm">
                <Title order={1} size="h2">
                  Connect {name}
                </Title>
                {isComingSoonPlatform(platform) && <Badge color="gray.7">Coming soon</Badge>}
              </Group>
              {platform === 'instagram' || platform === 'tiktok' ? (
                <OAuthConnect
                  returnTo={back}
                  platform={platform}
                  platformName={name}
                  handle={account?.handle ?? null}
                  expired={expired}
                />
              ) : (
                <>
                  <Text>
                    Connecting your {name} account is coming soon. Until then, add your handle so
                    brands can find you.
                  </Text>
                  <HandleForm
                    platformName={name}
                    saved={profile.data[PLATFORM_HANDLE_FIELDS[platform]]}
                    saving={updateProfile.isPending}
                    onSave={(handle) =>
                      updateProfile.mutate(
                        { [PLATFORM_HANDLE_FIELDS[platform]]: handle },
                        {
                          onSuccess: () =>
                            navigate(
                              `${paths.creator.setup.accounts.getHref()}?connected=${platform}`,
                            ),
                        },
                      )
                    }
                  />
                </>
              )}
            </Stack>
          </Paper>
        </Stack>
      </Box>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
