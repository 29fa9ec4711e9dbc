import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import type { PayoutBatch } from '@portal/domain/money/payout-batches-api';
import { formatDateTime } from '@portal/web-kit/format/dates';
import { formatCents } from '@portal/web-kit/format/money';
import { creatorLabel } from '../../lib/creator-label';
import table from '../../lib/table.module.css';
import { usePayoutBatches } from './use-payouts';

function BatchItems({ batch }: { batch: PayoutBatch }) {
  return (
    <div className={table.scroll}>
      <table className={`${table.table} ${table.compact}`}>
        <thead>
          <tr>
            <th scope="col">Creator</th>
            <th scope="col">Campaign</th>
            <th scope="col">Amount</th>
            <th scope="col">PayPal</th>
            <th scope="col">State</th>
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
          <details key={b.id}>
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
            <BatchItems batch={b} />
          </details>
        ))}
      </Stack>
    </section>
  );
}
