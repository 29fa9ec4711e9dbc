import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ANALYTICS_EVENTS, campaignEventProperties } from '@portal/domain/analytics/event-names';
import type { DeclineInput } from '@portal/domain/invites/accept-decline';
import { guidelinesCallToAction } from '@portal/domain/invites/call-to-action';
import type { InvitePage } from '@portal/domain/invites/invite-api';
import { Suspense, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AcceptBlock } from '@/components/terms/accept-block';
import { DEFAULT_CREATOR_HOME, paths } from '@/config/paths';
import { lazyNamed } from '@/lib/lazy-named';
import { useCampaignTerms } from '../api/get-campaign-terms';
import { startCreatorApproval } from '../api/start-creator-approval';
import { trackEvent } from '../api/track-event';
import { useUpdateInvite } from '../api/update-invite';
import { ExtensionSurvey } from './extension-survey';

/** The decline modal (Modal, NumberInput, the decline schema) loads when a creator first declines. */
const DeclineModal = lazyNamed(() => import('./decline-modal'), 'DeclineModal');

export type Creator = { id: string | number; email: string };

/** 'CAMPAIGN FULL' with an optional message and the way back (spec part 1 section 4). */
export function CampaignFull({ message }: { message: string | null }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h3">
          CAMPAIGN FULL
        </Title>
        {message && <Text>{message}</Text>}
        <Button component={Link} to={DEFAULT_CREATOR_HOME} variant="default">
          BACK TO CAMPAIGNS
        </Button>
      </Stack>
    </Card>
  );
}

/** Starts creator approval after an accept; problems are logged, the accept stands. */
async function requestApproval(page: InvitePage, creator: Creator) {
  try {
    // The gate's payload schema (zod) loads only after an accept.
    const { creatorApprovalPayload } = await import('@portal/domain/invites/accept-gate');
    const payload = creatorApprovalPayload({
      email: creator.email,
      userId: creator.id,
      instagramHandle: page.social_handles.instagram,
      tiktokHandle: page.social_handles.tiktok,
    });
    await startCreatorApproval(payload);
  } catch (error) {
    console.warn('Creator approval not started:', error instanceof Error ? error.message : error);
  }
}

/** The call to action under the guidelines, by invite status (domain guidelinesCallToAction). */
export function CallToAction({ page, creator }: { page: InvitePage; creator: Creator }) {
  const { invite, campaign } = page;
  const navigate = useNavigate();
  const location = useLocation();
  const [declineOpen, decline] = useDisclosure(false);
  const [declineAsked, setDeclineAsked] = useState(false);
  const openDecline = () => {
    setDeclineAsked(true);
    decline.open();
  };
  const agreedBeforeDecline = useRef(false);
  const update = useUpdateInvite(invite.id);
  const cta = guidelinesCallToAction(
    {
      ...invite,
      awaitingDecision: invite.view.step === 'requested' || invite.view.step === 'waitlisted',
    },
    campaign,
    Math.floor(Date.now() / 1000),
  );
  const wantsTerms = cta.kind === 'accept-decline' || cta.kind === 'view-all-or-opt-out';
  const terms = useCampaignTerms(campaign.id, wantsTerms);
  const customTerms = terms.data?.customTerms ?? null;
  const whatsNext = paths.creator.onboarding.inviteWhatsNext.getHref(invite.id);

  const accept = async () => {
    void trackEvent(
      ANALYTICS_EVENTS.inviteGuidelinesAcceptClicked,
      campaignEventProperties(page.invite),
    );
    const gate = page.social_connection;
    if (gate.platform && !gate.connected) {
      navigate(
        paths.app.connectSocialAccounts.getHref({
          returnTo: location.pathname,
          socialPlatform: gate.platform,
        }),
      );
      return;
    }
    await update.mutateAsync({
      body: { status: 'ACCEPTED', prevStatus: invite.status },
      customTermsId: customTerms?.id ?? null,
    });
    await requestApproval(page, creator);
    navigate(whatsNext);
  };

  const confirmDecline = async (input: DeclineInput) => {
    await update.mutateAsync({
      body: {
        status: 'DENIED',
        prevStatus: invite.status,
        rejectReason: { reason: input.reason, payment: input.payment ?? null },
      },
      customTermsId: agreedBeforeDecline.current ? (customTerms?.id ?? null) : null,
    });
    decline.close();
    navigate(whatsNext);
  };

  const modal = declineAsked && (
    <Suspense fallback={null}>
      <DeclineModal
        opened={declineOpen}
        onClose={decline.close}
        onConfirm={(input) => void confirmDecline(input).catch(() => undefined)}
        submitting={update.isPending}
      />
    </Suspense>
  );

  switch (cta.kind) {
    case 'campaign-full':
      return <CampaignFull message={cta.message} />;
    case 'accept-decline':
      return (
        <Card withBorder radius="md" padding="lg">
          {page.social_connection.platform && !page.social_connection.connected && (
            // Said before the click (issue 31: accepting jumped to another page with no word).
            <Text size="sm" mb="sm" role="note">
              To accept, connect your{' '}
              {page.social_connection.platform === 'tiktok' ? 'TikTok' : 'Instagram'} account first:
              ACCEPT takes you there and brings you back here.
            </Text>
          )}
          <AcceptBlock
            customTerms={customTerms}
            termsLoading={terms.isPending}
            termsLoadError={terms.isError}
            accepting={update.isPending}
            onAccept={() => void accept().catch(() => undefined)}
            onDecline={(ticked) => {
              agreedBeforeDecline.current = ticked;
              openDecline();
            }}
          />
          {modal}
        </Card>
      );
    case 'request-pending':
      return (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Text fw={700}>{invite.view.chip}</Text>
            <Text>{cta.message}</Text>
            <Button component={Link} to={DEFAULT_CREATOR_HOME} variant="default" w="fit-content">
              BACK TO CAMPAIGNS
            </Button>
          </Stack>
        </Card>
      );
    case 'extension-survey':
      return (
        <ExtensionSurvey
          query={{
            campaign: String(campaign.id),
            invite: String(invite.id),
            email: creator.email,
            brand: campaign.brand.name,
            lead_id: String(creator.id),
          }}
        />
      );
    case 'view-all-or-opt-out':
      return (
        <Card withBorder radius="md" padding="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Button component={Link} to={DEFAULT_CREATOR_HOME}>
              {cta.viewAllLabel}
            </Button>
            <Button
              variant="default"
              onClick={openDecline}
              disabled={cta.optOutDisabled}
              h="auto"
              py={8}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
            >
              {cta.optOutLabel}
            </Button>
          </SimpleGrid>
          {modal}
        </Card>
      );
    default:
      return (
        <Card withBorder radius="md" padding="lg">
          <Button component={Link} to={DEFAULT_CREATOR_HOME} variant="default">
            BACK TO CAMPAIGNS
          </Button>
        </Card>
      );
  }
}
