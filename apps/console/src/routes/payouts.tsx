import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { PayoutRunResult } from '@portal/domain/money/payout-batches-api';
import { isApiError } from '@portal/web-kit/api/api-error';
import { formatDateTime } from '@portal/web-kit/format/dates';
import { formatDollars } from '@portal/web-kit/format/money';
import { ConfirmDialog } from '@portal/web-kit/ui/confirm-dialog';
import { Pager } from '@portal/web-kit/ui/pager';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PayoutBatches } from '../features/payouts/batches';
import { useMarkPaid, usePayEverythingOwed, usePayouts } from '../features/payouts/use-payouts';
import { creatorLabel } from '../lib/creator-label';
import { ScrollRegion } from '../lib/scroll-region';
import table from '../lib/table.module.css';

const PAGE_SIZE = 25;

const RUN_COLOURS: Record<PayoutRunResult['outcome'], string> = {
  sent: 'green',
  released: 'green',
  retrying: 'yellow',
  nothing_ready: 'yellow',
  refused: 'red',
  stuck: 'red',
};

/** Ops' payouts (issue 16): what is owed, marking each paid, and what was paid. */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const status = search.get('status') === 'paid' ? 'paid' : 'owed';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const payouts = usePayouts(status, page);
  const markPaid = useMarkPaid();
  const payAll = usePayEverythingOwed();
  const [confirming, setConfirming] = useState(false);
  const owed = payouts.data?.owed;
  // With PayPal only PayPal's report marks a payout paid: no button that always refuses.
  const byHand = payouts.data?.mark_paid_by_hand ?? false;
  const pages = payouts.data ? Math.max(1, Math.ceil(payouts.data.total / PAGE_SIZE)) : 1;
  const error = markPaid.error
    ? isApiError(markPaid.error) &&
      markPaid.error.status === 409 &&
      /changed meanwhile|not allowed/.test(markPaid.error.message)
      ? 'Someone else acted on this content first; the list now shows where it stands.'
      : markPaid.error.message
    : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Title order={1} size="h2">
          Payouts
        </Title>
        {payouts.data && (
          <Text aria-live="polite">
            Owed: <strong>{formatDollars(payouts.data.owed.amount)}</strong> for{' '}
            {payouts.data.owed.count} {payouts.data.owed.count === 1 ? 'item' : 'items'} ·{' '}
            {formatDollars(payouts.data.owed.ready_amount)} ready to send
          </Text>
        )}
      </Group>
      {owed && owed.ready_count > 0 && !confirming && (
        <Group>
          <Button onClick={() => setConfirming(true)}>Pay everything owed</Button>
        </Group>
      )}
      {owed && (
        <ConfirmDialog
          opened={confirming}
          title="Pay everything owed?"
          confirmLabel="Send the payouts"
          pending={payAll.isPending}
          onConfirm={() => payAll.mutate(undefined, { onSettled: () => setConfirming(false) })}
          onCancel={() => setConfirming(false)}
        >
          <Text size="sm">
            {formatDollars(owed.ready_amount)} to the creators of {owed.ready_count}{' '}
            {owed.ready_count === 1 ? 'item' : 'items'}, in one PayPal batch. Items without a PayPal
            e-mail stay owed until the creator gives one.
          </Text>
        </ConfirmDialog>
      )}
      <div role="status" aria-live="polite">
        {payAll.data && (
          // The server's own account of what the run did (decision 523): sent, retrying, refused,
          // stuck, or nothing new — and then which recent batch already holds what was owed.
          <Alert color={RUN_COLOURS[payAll.data.outcome]}>
            {payAll.data.message}
            {payAll.data.owed_without_paypal_email > 0 &&
              ` ${payAll.data.owed_without_paypal_email} owed without a PayPal e-mail stay owed.`}
          </Alert>
        )}
        {payAll.error && (
          <Alert color="red" role="alert">
            {payAll.error.message}
          </Alert>
        )}
      </div>
      <Group gap="xs" role="group" aria-label="Which payouts">
        {(['owed', 'paid'] as const).map((s) => (
          <Button
            key={s}
            size="xs"
            variant={status === s ? 'filled' : 'default'}
            aria-pressed={status === s}
            onClick={() => setSearch({ status: s })}
          >
            {s === 'owed' ? 'Owed' : 'Paid'}
          </Button>
        ))}
      </Group>
      <div role="status" aria-live="polite">
        {markPaid.isSuccess && <Alert color="green">Marked paid.</Alert>}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </div>
      {payouts.error && (
        <Alert color="red" role="alert">
          {payouts.error.message}
        </Alert>
      )}
      <ScrollRegion label="Payouts table">
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">Creator</th>
              <th scope="col">Campaign</th>
              <th scope="col">Amount</th>
              <th scope="col">PayPal</th>
              <th scope="col">{status === 'owed' ? 'Approved' : 'Paid'}</th>
              {status === 'owed' && byHand && <th scope="col">Action</th>}
            </tr>
          </thead>
          <tbody>
            {payouts.data?.items.map((p) => (
              <tr key={p.content_id}>
                <td>
                  <Anchor component={Link} to={`/content/${p.content_id}`}>
                    {creatorLabel(p.creator)}
                  </Anchor>
                </td>
                <td>
                  <Text size="sm">{p.campaign.name}</Text>
                  <Text size="xs" c="dimmed">
                    {p.campaign.brand_name}
                  </Text>
                </td>
                <td>{formatDollars(p.amount)}</td>
                <td>
                  {p.paypal_email ?? (
                    <Text size="sm" c="red.9">
                      No PayPal e-mail yet
                    </Text>
                  )}
                </td>
                <td>{formatDateTime(status === 'owed' ? p.approved_at : (p.paid_at ?? ''))}</td>
                {status === 'owed' && byHand && (
                  <td>
                    <Button
                      size="xs"
                      disabled={!p.paypal_email}
                      loading={markPaid.isPending && markPaid.variables === p.content_id}
                      onClick={() => markPaid.mutate(p.content_id)}
                      aria-label={`Mark paid: ${creatorLabel(p.creator)}, ${p.campaign.name}, ${formatDollars(p.amount)}`}
                    >
                      Mark paid
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {payouts.data && payouts.data.items.length === 0 && (
        <Text c="dimmed">{status === 'owed' ? 'Nothing is owed.' : 'Nothing paid yet.'}</Text>
      )}
      <Pager page={page} pages={pages} onPage={(to) => setSearch({ status, page: String(to) })} />
      <PayoutBatches />
    </Stack>
  );
}
