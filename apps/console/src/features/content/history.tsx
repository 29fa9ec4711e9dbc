import { Stack, Text } from '@mantine/core';
import type { ReviewContentDetail } from '@portal/domain/review/detail-api';
import { reviewActionLabel, reviewStateLabel } from '@portal/domain/review/review-labels';
import { formatDateTime } from '@portal/web-kit/format/dates';
import table from '../../lib/table.module.css';

// OPS_REQUEST_FIX is the spec's source for a change request by ops or by the brand (transitions.ts).
const SOURCE_LABELS: Record<string, string> = {
  OPS_REJECT: 'Ops: rejected',
  OPS_REQUEST_FIX: 'Changes requested',
  BRAND_CONTENT_APPROVAL: 'Brand comments',
};

/** Who moved it, when no staff e-mail names them (the creator, the system's post checks). */
const ACTOR_LABELS: Record<string, string> = {
  creator: 'Creator',
  ops: 'Ops',
  brand: 'Brand',
  system: 'System',
};

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <Text component="h2" id={id} fw={700} size="md" mb={4}>
      {children}
    </Text>
  );
}

export function Comments({ comments }: { comments: ReviewContentDetail['comments'] }) {
  if (comments.length === 0) return null;
  return (
    <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
      {comments.map((c) => (
        <li key={`${c.created_at}-${c.comment_source}`}>
          <Text size="sm" fw={600} span>
            {SOURCE_LABELS[c.comment_source] ?? c.comment_source} · {formatDateTime(c.created_at)}:{' '}
          </Text>
          <Text size="sm" span>
            {c.messages.join(' / ')}
          </Text>
        </li>
      ))}
    </ul>
  );
}

export function OtherVersions({ versions }: { versions: ReviewContentDetail['other_versions'] }) {
  return (
    <section aria-labelledby="versions-heading">
      <Heading id="versions-heading">Earlier and other submissions for this invite</Heading>
      {versions.length === 0 ? (
        <Text size="sm" c="dimmed">
          None.
        </Text>
      ) : (
        <Stack gap="xs">
          {versions.map((v) => (
            <div key={v.content_id}>
              <Text size="sm" fw={600}>
                {formatDateTime(v.submitted_at)} · {reviewStateLabel(v.content_funnel_state)}
              </Text>
              <Text size="sm">{v.caption ?? 'No caption.'}</Text>
              <Comments comments={v.comments} />
            </div>
          ))}
        </Stack>
      )}
    </section>
  );
}

export function AuditTrail({ steps }: { steps: ReviewContentDetail['transitions'] }) {
  return (
    <section aria-labelledby="trail-heading">
      <Heading id="trail-heading">Audit trail</Heading>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too (axe). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus */}
      <div style={{ overflowX: 'auto' }} tabIndex={0}>
        <table className={`${table.table} ${table.compact}`}>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Action</th>
              <th scope="col">By</th>
              <th scope="col">To</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {steps.map((s) => (
              <tr key={`${s.created_at}-${s.action}-${s.to_state}`}>
                <td>{formatDateTime(s.created_at)}</td>
                <td>{reviewActionLabel(s.action)}</td>
                <td>{s.actor_email ?? ACTOR_LABELS[s.actor_type] ?? s.actor_type}</td>
                <td>{reviewStateLabel(s.to_state)}</td>
                <td>{s.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
