import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { formatMonthDay } from '@portal/domain/content/funnel-header';
import { socialPlatformName } from '@portal/domain/profile/display-names';
import { approvalBlockedByMedia } from '@portal/domain/review/media-readiness';
import {
  reviewActionLabel,
  reviewStateLabel,
  WAITING_ON_CREATOR,
} from '@portal/domain/review/review-labels';
import { formatDateTime } from '@portal/web-kit/format/dates';
import { formatDollars } from '@portal/web-kit/format/money';
import { ConfirmDialog } from '@portal/web-kit/ui/confirm-dialog';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ActionPanel } from '../features/content/action-panel';
import { CaptionView } from '../features/content/caption-view';
import { forgetDraft } from '../features/content/comment-draft';
import classes from '../features/content/content.module.css';
import { AuditTrail, Comments, OtherVersions } from '../features/content/history';
import { MediaView } from '../features/content/media-view';
import { type ActInput, useAct, useDetail } from '../features/content/use-detail';
import { useShortcuts } from '../features/content/use-shortcuts';
import { neighbours } from '../features/queue/queue-order';
import { creatorLabel } from '../lib/creator-label';

const APPROVE_KEYS = ['approve_distribute', 'verify_distribution'];
const CHANGES_KEYS = ['request_changes', 'request_distribution_changes'];

/** One content for its reviewer (issue 16): media, caption rules, history and the open actions. */
export function Component() {
  const id = Number(useParams().contentId);
  const navigate = useNavigate();
  const detail = useDetail(id);
  const act = useAct(id);
  const [commentFor, setCommentFor] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The `a` key asks first (issue 26): one stray key must not approve and make money owed.
  const [confirmKey, setConfirmKey] = useState<string | null>(null);
  const { previous, next } = neighbours(id);
  const allowed = detail.data?.allowed_actions ?? [];
  const mediaBlocked = detail.data ? approvalBlockedByMedia(detail.data.media.status) : null;

  const perform = (input: ActInput) => {
    setDone(null);
    act.mutate(input, {
      onSuccess: (result) => {
        if (input.comments) forgetDraft(id, input.action);
        setCommentFor(null);
        setDone(`${reviewActionLabel(input.action)}: now ${reviewStateLabel(result.to_state)}.`);
      },
    });
  };
  const go = (to: number | null) => {
    if (to === null) return;
    act.reset();
    setDone(null);
    setCommentFor(null);
    setConfirmKey(null);
    navigate(`/content/${to}`);
  };
  useShortcuts({
    j: () => go(next),
    k: () => go(previous),
    a: () => {
      const action = APPROVE_KEYS.find((a) => allowed.includes(a));
      if (!action || act.isPending) return;
      setDone(
        action === 'approve_distribute' && mediaBlocked ? `Not approved: ${mediaBlocked}` : null,
      );
      if (action !== 'approve_distribute' || !mediaBlocked) setConfirmKey(action);
    },
    c: () => setCommentFor(CHANGES_KEYS.find((a) => allowed.includes(a)) ?? commentFor),
  });

  if (detail.isPending) return <PageLoader />;
  if (detail.error) {
    return (
      <Alert color="red" role="alert">
        {detail.error.message}{' '}
        <Anchor component={Link} to="/">
          Back to the queue
        </Anchor>
      </Alert>
    );
  }
  const d = detail.data;
  const creator = creatorLabel(d.creator);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Anchor component={Link} to="/">
          ← Back to the queue
        </Anchor>
        <Group gap="sm">
          <Anchor
            component="button"
            type="button"
            onClick={() => go(previous)}
            disabled={previous === null}
          >
            Previous (k)
          </Anchor>
          <Anchor
            component="button"
            type="button"
            onClick={() => go(next)}
            disabled={next === null}
          >
            Next (j)
          </Anchor>
        </Group>
      </Group>
      <div>
        <Title order={1} size="h2">
          {creator} · {d.campaign.name}
        </Title>
        <Text c="dimmed">
          {d.campaign.brand_name} · {formatDollars(d.payout_amount)} · submitted{' '}
          {formatDateTime(d.submitted_at)}
        </Text>
      </div>
      <div className={classes.layout}>
        <MediaView media={d.media} creator={creator} />
        <Stack gap="lg">
          <Group gap="lg" wrap="wrap">
            <Text>
              State: <strong>{reviewStateLabel(d.content_funnel_state)}</strong>
            </Text>
            {d.review_by === null ? (
              <Text>{WAITING_ON_CREATOR}</Text>
            ) : (
              <Text>
                Review by: <strong>{formatMonthDay(d.review_by)}</strong>
                {d.overdue && (
                  <Text span c="red.9" fw={700}>
                    {' '}
                    (overdue)
                  </Text>
                )}
              </Text>
            )}
          </Group>
          <section aria-labelledby="actions-heading">
            <Text component="h2" id="actions-heading" fw={700} size="md" mb={4}>
              Your decision
            </Text>
            <div role="status" aria-live="polite">
              {done && (
                <Alert color={done.startsWith('Not approved') ? 'yellow' : 'green'} mb="xs">
                  {done}
                </Alert>
              )}
            </div>
            <ActionPanel
              contentId={id}
              approval={d.payout_on_approval}
              mediaBlocked={mediaBlocked}
              actions={allowed}
              commentFor={commentFor}
              onCommentFor={setCommentFor}
              onAct={perform}
              pending={act.isPending}
              error={act.error}
            />
            <Text size="xs" c="dimmed" mt="xs">
              Shortcuts: <kbd>j</kbd>/<kbd>k</kbd> next/previous, <kbd>a</kbd> approve (asks first),{' '}
              <kbd>c</kbd> request changes.
            </Text>
            <ConfirmDialog
              opened={confirmKey !== null}
              title={`${confirmKey ? reviewActionLabel(confirmKey) : ''}?`}
              confirmLabel={confirmKey ? reviewActionLabel(confirmKey) : 'Approve'}
              pending={act.isPending}
              focusConfirm
              onConfirm={() => {
                if (confirmKey) perform({ action: confirmKey });
                setConfirmKey(null);
              }}
              onCancel={() => setConfirmKey(null)}
            >
              <Text size="sm">
                {creator} · {d.campaign.name}.{' '}
                {confirmKey === 'approve_distribute' && d.payout_on_approval.notice}
              </Text>
            </ConfirmDialog>
          </section>
          {d.distribution && (
            <section aria-labelledby="post-heading">
              <Text component="h2" id="post-heading" fw={700} size="md" mb={4}>
                Post to verify
              </Text>
              <Anchor href={d.distribution.url} target="_blank" rel="noopener noreferrer">
                Open the creator's post on {socialPlatformName(d.distribution.platform)}
              </Anchor>
              {d.distribution.posted_at && (
                <Text size="xs" c="dimmed">
                  Posted {formatDateTime(d.distribution.posted_at)}
                </Text>
              )}
            </section>
          )}
          <CaptionView caption={d.caption} campaign={d.campaign} />
          <section aria-labelledby="comments-heading">
            <Text component="h2" id="comments-heading" fw={700} size="md" mb={4}>
              Comments to the creator
            </Text>
            {d.comments.length === 0 ? (
              <Text size="sm" c="dimmed">
                None yet.
              </Text>
            ) : (
              <Comments comments={d.comments} />
            )}
          </section>
          <section aria-labelledby="creator-heading">
            <Text component="h2" id="creator-heading" fw={700} size="md" mb={4}>
              Creator
            </Text>
            <Text size="sm">
              {d.creator.name ?? '—'}
              {d.creator.email ? ` · ${d.creator.email}` : ''}
            </Text>
            {d.creator.handles.map((h) => (
              <Text size="sm" key={h.platform}>
                {socialPlatformName(h.platform)}: @{h.handle}
              </Text>
            ))}
            {d.creator.accounts.map((a) => (
              <Text size="sm" key={a.platform}>
                Connected {socialPlatformName(a.platform)}: @{a.handle}
                {a.connection_expired && ' (connection expired)'}
              </Text>
            ))}
          </section>
          <OtherVersions versions={d.other_versions} />
          <AuditTrail steps={d.transitions} />
        </Stack>
      </div>
    </Stack>
  );
}
