import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { PayoutBatch } from '@portal/domain/money/payout-batches-api';
import { formatDateTime } from '@portal/web-kit/format/dates';
import { formatCents } from '@portal/web-kit/format/money';
import { ConfirmDialog } from '@portal/web-kit/ui/confirm-dialog';
import { useState } from 'react';
import { creatorLabel } from '../../lib/creator-label';
import table from '../../lib/table.module.css';
import { useCancelPayout, usePayoutBatches, useResolveBatch } from './use-payouts';

type BatchItem = PayoutBatch['items'][number];

function BatchItems({ batch }: { batch: PayoutBatch }) {
  const cancel = useCancelPayout();
  const [cancelling, setCancelling] = useState<BatchItem | null>(null);
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too (axe).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus
    <div className={table.scroll} tabIndex={0}>
      <table className={`${table.table} ${table.compact}`}>
        <thead>
          <tr>
            <th scope="col">Creator</th>
            <th scope="col">Campaign</th>
            <th scope="col">Amount</th>
            <th scope="col">PayPal</th>
            <th scope="col">State</th>
            <th scope="col">What it means</th>
          </tr>
        </thead>
        <tbody>
          {batch.items.map((item) => (
            <tr key={`${item.payout_id}-${item.attempt}`}>
              <td>{creatorLabel({ name: null, email: item.creator_email })}</td>
              <td>
                {item.campaign} · {item.brand}
              </td>
              <td>{formatCents(item.amount_cents)}</td>
              <td>{item.paypal_email ?? '—'}</td>
              <td>
                {item.state_label}
                {item.paypal_status && ` (${item.paypal_status})`}
                {item.reason_text && (
                  <Text size="xs" c="dimmed">
                    {item.reason_text}
                  </Text>
                )}
              </td>
              <td>
                <Text size="sm">{item.ops_meaning}</Text>
                {item.can_cancel && (
                  <Button
                    size="xs"
                    variant="default"
                    mt={4}
                    onClick={() => setCancelling(item)}
                    aria-label={`Cancel at PayPal: ${item.creator_email}, ${formatCents(item.amount_cents)}`}
                  >
                    Cancel at PayPal
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div role="status" aria-live="polite">
        {cancel.isSuccess && (
          <Alert color="green">
            Cancelled: PayPal returned the money; the payout reads returned.
          </Alert>
        )}
        {cancel.error && (
          <Alert color="red" role="alert" title="Not cancelled">
            {cancel.error.message}
          </Alert>
        )}
      </div>
      <ConfirmDialog
        opened={cancelling !== null}
        title="Cancel this unclaimed payout?"
        confirmLabel="Cancel at PayPal"
        cancelLabel="Keep it"
        danger
        pending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(cancelling!.payout_id, { onSettled: () => setCancelling(null) })
        }
        onCancel={() => setCancelling(null)}
      >
        <Text size="sm">
          PayPal takes back {cancelling && formatCents(cancelling.amount_cents)} waiting for{' '}
          {cancelling?.paypal_email ?? 'the creator'} to claim it. The payout then reads returned.
        </Text>
      </ConfirmDialog>
    </div>
  );
}

/**
 * A batch PayPal refused or that got stuck waits for ops (decision 523): PayPal's reason, then
 * send it again (the same key: PayPal never created it) or give its payouts back to owed.
 */
function WaitingForOps({ batch }: { batch: PayoutBatch }) {
  const resolve = useResolveBatch();
  const act = (action: 'retry' | 'release') => resolve.mutate({ batchId: batch.id, action });
  return (
    <Alert
      color="red"
      title={
        batch.status === 'refused' ? 'PayPal refused this run' : 'PayPal did not take this run'
      }
      mt="xs"
    >
      <Text size="sm">{batch.last_error ?? 'No reason given.'}</Text>
      <Text size="sm">Nothing is sent again until you choose.</Text>
      <Group gap="xs" mt="xs">
        <Button size="xs" loading={resolve.isPending} onClick={() => act('retry')}>
          Send it again
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={resolve.isPending}
          onClick={() => act('release')}
        >
          Give its payouts back to owed
        </Button>
      </Group>
      <div role="status" aria-live="polite">
        {resolve.data && <Text size="sm">{resolve.data.message}</Text>}
        {resolve.error && <Text size="sm">{resolve.error.message}</Text>}
      </div>
    </Alert>
  );
}

/** Each payout run's progress: its status, how many items are in each state, and the items. */
export function PayoutBatches() {
  const batches = usePayoutBatches();
  if (batches.error) {
    return (
      <Alert color="red" role="alert">
        {batches.error.message}
      </Alert>
    );
  }
  const list = batches.data?.batches ?? [];
  return (
    <section aria-labelledby="batches-heading">
      <Text component="h2" id="batches-heading" fw={700} size="lg" mb="xs">
        Payout runs
      </Text>
      {list.length === 0 && batches.data && <Text c="dimmed">No payout run yet.</Text>}
      <Stack gap="xs">
        {list.map((b) => (
          <details key={b.id} open={b.waiting_for_ops || undefined}>
            <summary>
              <Group gap="sm" component="span" wrap="wrap" style={{ display: 'inline-flex' }}>
                <Text span fw={600}>
                  Run #{b.id} · {formatCents(b.total_cents)} · {b.items.length}{' '}
                  {b.items.length === 1 ? 'payout' : 'payouts'}
                </Text>
                <Badge variant="light" color="gray" tt="none">
                  {b.status}
                </Badge>
                <Text span size="sm">
                  {Object.entries(b.counts)
                    .map(([state, n]) => `${n} ${state}`)
                    .join(', ')}
                </Text>
                <Text span size="sm" c="dimmed">
                  {formatDateTime(b.created_at)}
                  {b.created_by && ` by ${b.created_by}`}
                </Text>
              </Group>
            </summary>
            {b.waiting_for_ops && <WaitingForOps batch={b} />}
            {b.status === 'creating' && b.last_error && (
              <Text size="sm" mt="xs">
                PayPal did not take it yet ({b.last_error}); sent again automatically
                {b.next_attempt_at && ` at ${formatDateTime(b.next_attempt_at)}`}.
              </Text>
            )}
            <BatchItems batch={b} />
          </details>
        ))}
      </Stack>
    </section>
  );
}
