import { Alert, Anchor, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { CampaignDetail } from '@portal/domain/campaigns/campaign-api';
import { requestSteps } from '@portal/domain/invites/invite-view';
import { payoutLines } from '@portal/domain/money/payout';
import { CampaignGuidelines } from '@portal/web-kit/campaign/campaign-guidelines';
import { InviteIntroView } from '@portal/web-kit/campaign/invite-intro';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePreview } from '../features/studio/use-studio';

/**
 * "Preview as a creator" (issue 29): the invite intro and the guidelines, drawn from the working
 * copy with the portal's own header and guideline components (in the kit) and the domain's copy
 * (decision 566): the same views the portal's invite pages draw. Nothing here reaches a creator.
 */
export function Component() {
  const id = Number(useParams().campaignId);
  const preview = usePreview(id);
  const [view, setView] = useState<'intro' | 'guidelines'>('intro');
  if (preview.isPending) return <PageLoader />;
  if (preview.error || !preview.data) {
    return (
      <Alert color="red" role="alert" title="The preview could not be drawn">
        {preview.error?.message}{' '}
        <Anchor component={Link} c="inherit" underline="always" to={`/campaigns/${id}`}>
          Back to the campaign
        </Anchor>
      </Alert>
    );
  }
  const { campaign, invite } = preview.data;
  const payout = invite
    ? { payout_amount: invite.payout_amount, total_payout_amount: invite.total_payout_amount }
    : null;
  return (
    <Stack gap="md" maw={720} mx="auto">
      <Group justify="space-between" wrap="wrap">
        <Anchor component={Link} to={`/campaigns/${id}`} size="sm">
          ← Back to the editor
        </Anchor>
        <SegmentedControl
          aria-label="Which page"
          value={view}
          onChange={(v) => setView(v as 'intro' | 'guidelines')}
          data={[
            { value: 'intro', label: 'Invite intro' },
            { value: 'guidelines', label: 'Guidelines' },
          ]}
        />
      </Group>
      <Title order={1} size="h3">
        Preview as a creator: {campaign.name || 'Untitled campaign'}
      </Title>
      <Alert color="blue" variant="light">
        A preview of the working copy as an invited creator sees it. Save to see your latest edits.
      </Alert>
      <Card withBorder padding={0} radius="md" aria-label="Creator’s view">
        {view === 'intro' ? (
          <InviteIntroView campaign={campaign} username="Creator" titleOrder={2} />
        ) : (
          <Guidelines campaign={campaign} payout={payout} />
        )}
      </Card>
    </Stack>
  );
}

/** An invited creator's guidelines: the campaign's request steps, the preview invite's pay. */
function Guidelines({
  campaign,
  payout,
}: {
  campaign: CampaignDetail;
  payout: { payout_amount: number; total_payout_amount: number } | null;
}) {
  // As a creator would read it now (decision 650).
  const instructions = requestSteps(campaign, Math.floor(Date.now() / 1000));
  const lines = payoutLines({
    payout_amount: payout?.payout_amount,
    total_payout_amount: payout?.total_payout_amount,
    creator_expense_amount: campaign.creator_expense_amount,
    influencer_compensation_type: campaign.influencer_compensation_type,
    product_name: campaign.product_name,
  });
  return (
    <CampaignGuidelines
      campaign={campaign}
      instructions={instructions}
      lines={lines}
      titleOrder={2}
    >
      {campaign.has_custom_terms && (
        <Text size="sm" pb="lg">
          Creators agree to this campaign’s custom terms when they accept (published versions only
          have a page).
        </Text>
      )}
    </CampaignGuidelines>
  );
}
