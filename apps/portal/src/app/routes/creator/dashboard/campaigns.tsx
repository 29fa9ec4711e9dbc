import { Alert, Button, Stack, Text } from '@mantine/core';
import type { CampaignsPage } from '@portal/domain/campaigns/campaign-api';
import { shouldOfferCampaignTexts } from '@portal/domain/profile/sms-consent';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { Suspense, useDeferredValue } from 'react';
import { useNavigate } from 'react-router';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { campaignsQueryOptions, useCampaigns } from '@/features/campaigns/api/get-campaigns';
import { CampaignsList } from '@/features/campaigns/components/campaigns-list';
import { useFlags } from '@/features/flags/api/get-flags';
import { useHandOverFirstScreen } from '@/lib/first-screen';
import { lazyNamed } from '@/lib/lazy-named';
import { queryClient } from '@/lib/query-client';
import { sessionSettled } from '@/lib/session';

// Most creators never see the dialog: its code (a Modal) loads only for those who will.
const CampaignTextDialog = lazyNamed(
  () => import('@/features/sms-consent/components/campaign-text-dialog'),
  'CampaignTextDialog',
);

/** The text-messaging promotion dialog, offered by the domain's rule to creators with a pending invite. */
function CampaignTexts({ page }: { page: CampaignsPage }) {
  const me = useMe();
  const flags = useFlags();
  const navigate = useNavigate();
  if (!me.data) return null;
  const hasPendingInvite = Object.values(page.invites).some((list) =>
    list.some((invite) => invite.status === 'PENDING'),
  );
  const offered =
    Boolean(flags.data?.['creator-consents-to-sms']) &&
    shouldOfferCampaignTexts({ ...me.data, hasPendingInvite }, new Date());
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <CampaignTextDialog
        consent={me.data}
        enabled
        onUpdateNumber={() =>
          navigate(paths.creator.dashboard.profile.getHref({ panel: 'contact' }))
        }
      />
    </Suspense>
  );
}

/** /creator/dashboard/campaigns: the CAMPAIGNS tab. A failed load stays inside the shell. */
/**
 * Asks for the list as soon as the session is back, alongside the creator area's own requests
 * instead of after them: one round trip less before the first card on a phone (decision 307).
 * Never blocks the page; a list already cached is not asked for again.
 */
export function loader() {
  void sessionSettled().then((signedIn) => {
    if (signedIn) void queryClient.ensureQueryData(campaignsQueryOptions()).catch(() => {});
  });
  return null;
}

export default function CampaignsRoute() {
  const campaigns = useCampaigns();
  // The list arriving is drawn in a transition React splits into short slices (decision 307);
  // a list already cached is drawn at once.
  const page = useDeferredValue(campaigns.data);
  // The server's drawing of this screen (decision 313) gives way once the app has drawn it too.
  useHandOverFirstScreen(page !== undefined || campaigns.error !== null);
  if (page) {
    return (
      <>
        <CampaignsList page={page} />
        <CampaignTexts page={page} />
      </>
    );
  }
  if (campaigns.error) {
    return (
      <Alert color="red" variant="light" title="Campaigns could not be loaded">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{campaigns.error.message}</Text>
          <Button size="xs" onClick={() => campaigns.refetch()} loading={campaigns.isFetching}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <PageLoader label="Loading campaigns" />;
}

export const ErrorBoundary = RouteErrorBoundary;
