import { Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '@/lib/api-error';
import { useMarkPaid, usePayouts } from '../features/payouts/use-payouts';
import { creatorLabel, formatDollars, formatWhen } from '../lib/format';

const PAGE_SIZE = 25;

/** Ops' payouts (issue 16): what is owed, marking each paid, and what was paid. */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const status = search.get('status') === 'paid' ? 'paid' : 'owed';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const payouts = usePayouts(status, page);
  const markPaid = useMarkPaid();
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
            {payouts.data.owed.count} {payouts.data.owed.count === 1 ? 'item' : 'items'}
          </Text>
        )}
      </Group>
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
      <div style={{ overflowX: 'auto' }}>
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Creator</Table.Th>
              <Table.Th scope="col">Campaign</Table.Th>
              <Table.Th scope="col">Amount</Table.Th>
              <Table.Th scope="col">PayPal</Table.Th>
              <Table.Th scope="col">{status === 'owed' ? 'Approved' : 'Paid'}</Table.Th>
              {status === 'owed' && <Table.Th scope="col">Action</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payouts.data?.items.map((p) => (
              <Table.Tr key={p.content_id}>
                <Table.Td>
                  <Anchor component={Link} to={`/content/${p.content_id}`}>
                    {creatorLabel(p.creator)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{p.campaign.name}</Text>
                  <Text size="xs" c="dimmed">
                    {p.campaign.brand_name}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDollars(p.amount)}</Table.Td>
                <Table.Td>
                  {p.paypal_email ?? (
                    <Text size="sm" c="red.9">
                      No PayPal e-mail yet
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {formatWhen(status === 'owed' ? p.approved_at : (p.paid_at ?? ''))}
                </Table.Td>
                {status === 'owed' && (
                  <Table.Td>
                    <Button
                      size="xs"
                      disabled={!p.paypal_email}
                      loading={markPaid.isPending && markPaid.variables === p.content_id}
                      onClick={() => markPaid.mutate(p.content_id)}
                      aria-label={`Mark paid: ${creatorLabel(p.creator)}, ${p.campaign.name}, ${formatDollars(p.amount)}`}
                    >
                      Mark paid
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {payouts.data && payouts.data.items.length === 0 && (
        <Text c="dimmed">{status === 'owed' ? 'Nothing is owed.' : 'Nothing paid yet.'}</Text>
      )}
      {pages > 1 && (
        <nav aria-label="Pages">
          <Group gap="sm">
            <Button
              size="xs"
              variant="default"
              disabled={page <= 1}
              onClick={() => setSearch({ status, page: String(page - 1) })}
            >
              Previous page
            </Button>
            <Text size="sm">
              Page {page} of {pages}
            </Text>
            <Button
              size="xs"
              variant="default"
              disabled={page >= pages}
              onClick={() => setSearch({ status, page: String(page + 1) })}
            >
              Next page
            </Button>
          </Group>
        </nav>
      )}
    </Stack>
  );
}
