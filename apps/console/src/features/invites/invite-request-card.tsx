import { Alert, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { prettyFlightRange } from '@portal/domain/campaigns/flight-range';
import {
  contentTypeLabel,
  interestLabel,
  socialPlatformName,
} from '@portal/domain/profile/display-names';
import type { InviteRequestItem } from '@portal/domain/review/invite-request-review';
import { isApiError } from '@portal/web-kit/api/api-error';
import { formatDateTime } from '@portal/web-kit/format/dates';
import { useState } from 'react';
import { creatorLabel } from '../../lib/creator-label';
import { useDecide } from './use-invite-requests';

const unix = (iso: string) => Date.parse(iso) / 1000;
const range = (f: { start_date: string; end_date: string }) =>
  prettyFlightRange(unix(f.start_date), unix(f.end_date));

const STANDING_DONE: Record<string, string> = {
  approved: 'Approved: the creator can now submit content for this window.',
  waitlisted: 'Moved to the waitlist.',
  declined: 'Declined.',
};

/** Why a decision was not taken, in the reviewer's words. */
export function refusal(error: unknown): string {
  if (isApiError(error) && error.status === 409) {
    return 'Someone else decided on this request first, so your decision was not applied. The list now shows where it stands.';
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * One request (or an accepted invite): who asked, their answers and profile, and the reviewer's
 * decisions.
 */
export function InviteRequestCard({
  item,
  onDecided,
}: {
  item: InviteRequestItem;
  /**
   * Told what was decided, or why it was not (a refusal such as a stale page's 409): the card
   * itself leaves the list once it is read again, so the page keeps the message (issue 26).
   */
  onDecided: (notice: { ok: boolean; message: string }) => void;
}) {
  const decide = useDecide(item.invite_id);
  const who = `${creatorLabel(item.creator)}, ${item.campaign.name}`;
  const run = (body: { decision: string; flight_id?: number }) =>
    decide.mutate(body, {
      onSuccess: (done) =>
        onDecided({ ok: true, message: `${who}: ${STANDING_DONE[done.standing]}` }),
      onError: (error) => onDecided({ ok: false, message: `${who}: ${refusal(error)}` }),
    });
  const chosenIsWindow = item.campaign.windows.some((w) => w.id === item.chosen_flight?.id);
  const [flight, setFlight] = useState(
    String(chosenIsWindow ? item.chosen_flight!.id : (item.campaign.windows[0]?.id ?? '')),
  );
  const c = item.creator;
  // An invited creator who accepted waits for approval to participate (decision 596).
  const accepted = item.standing === 'accepted';
  const headingId = `request-${item.invite_id}`;
  const error = decide.error ? refusal(decide.error) : null;

  return (
    <Paper withBorder p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text component="h2" id={headingId} fw={700} size="lg">
            {creatorLabel(c)} · {item.campaign.name}
          </Text>
          <Text size="sm" c="dimmed">
            {item.campaign.brand_name} · {accepted ? 'invited' : 'requested'}{' '}
            {formatDateTime(item.requested_at)}
            {accepted && ', accepted'}
          </Text>
        </Group>
        <Text size="sm">
          {[c.email, c.location].filter(Boolean).join(' · ')}
          {c.email || c.location ? ' · ' : ''}profile {Math.round(c.profile_progress * 100)}%
          complete
        </Text>
        {(c.interests.length > 0 || c.content_types.length > 0) && (
          <Text size="sm">
            {c.interests.length > 0 && `Interests: ${c.interests.map(interestLabel).join(', ')}. `}
            {c.content_types.length > 0 &&
              `Creates: ${c.content_types.map(contentTypeLabel).join(', ')}.`}
          </Text>
        )}
        {c.handles.length > 0 && (
          <Text size="sm">
            {c.handles.map((h) => `${socialPlatformName(h.platform)} @${h.handle}`).join(' · ')}
          </Text>
        )}
        {/* A studio invite names no window: the reviewer chooses one below, so nothing to say. */}
        {(item.chosen_flight || !accepted) && (
          <Text size="sm">
            {accepted ? 'Invited for' : 'Asked for'}:{' '}
            {item.chosen_flight ? range(item.chosen_flight) : 'no window'}
            {item.standing === 'waitlisted' && ' (waitlist)'}
          </Text>
        )}
        {item.answers.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              Answers{' '}
              {item.smart_question_answer_result === true
                ? '(a campaign match)'
                : item.smart_question_answer_result === false
                  ? '(not a match)'
                  : ''}
            </Text>
            <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
              {item.answers.map((a) => (
                <li key={a.question}>
                  <Text size="sm" span>
                    {a.question} <strong>{a.answer}</strong>
                  </Text>
                </li>
              ))}
            </ul>
          </div>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {!decide.data && (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label="Posting window"
              value={flight}
              onChange={(e) => setFlight(e.currentTarget.value)}
              data={item.campaign.windows.map((w) => ({ value: String(w.id), label: range(w) }))}
              disabled={item.campaign.windows.length === 0}
            />
            <Button
              loading={decide.isPending}
              disabled={!flight}
              onClick={() => run({ decision: 'approve', flight_id: Number(flight) })}
            >
              Approve
            </Button>
            {item.standing === 'pending' && item.campaign.has_waitlist && (
              <Button
                variant="default"
                loading={decide.isPending}
                onClick={() => run({ decision: 'waitlist' })}
              >
                Waitlist
              </Button>
            )}
            <Button
              variant="outline"
              color="red.9"
              loading={decide.isPending}
              onClick={() => run({ decision: 'decline' })}
            >
              Decline
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
