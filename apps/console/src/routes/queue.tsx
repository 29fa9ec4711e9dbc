import { Anchor, Button, Checkbox, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { CONTENT_FUNNEL_STATES } from '@portal/domain/content/funnel';
import { formatMonthDay } from '@portal/domain/content/funnel-header';
import { reviewStateLabel, WAITING_ON_CREATOR } from '@portal/domain/review/review-labels';
import { formatDateTime } from '@portal/web-kit/format/dates';
import { formatDollars } from '@portal/web-kit/format/money';
import { useAuth } from '@portal/web-kit/session/auth-store';
import { Pager } from '@portal/web-kit/ui/pager';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListStatus } from '../components/list-status';
import { SearchBox } from '../components/search-box';
import { BulkApproveBar } from '../features/queue/bulk-approve-bar';
import { brandCounts, campaignCounts, stateCounts } from '../features/queue/facets';
import { rememberQueueOrder } from '../features/queue/queue-order';
import { type QueueParams, useQueue } from '../features/queue/use-queue';
import { creatorLabel } from '../lib/creator-label';
import { ScrollRegion } from '../lib/scroll-region';
import table from '../lib/table.module.css';
import classes from './queue.module.css';

const PAGE_SIZE = 25;

const positiveId = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

function readParams(search: URLSearchParams): QueueParams {
  return {
    state: search.get('state') ?? undefined,
    campaign_id: positiveId(search.get('campaign')),
    brand_id: positiveId(search.get('brand')),
    q: search.get('q') ?? undefined,
    page: Math.max(1, Number(search.get('page')) || 1),
    page_size: PAGE_SIZE,
  };
}

/** The queue (issue 16): content awaiting the reviewer, oldest first, by state and campaign. */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const queue = useQueue(params);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const items = queue.data?.items ?? [];
  const approvable = items.filter((i) => i.allowed_actions.includes('approve_distribute'));
  useEffect(() => {
    if (queue.data) rememberQueueOrder(queue.data.items.map((i) => i.content_id));
  }, [queue.data]);
  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const allSelected = approvable.length > 0 && approvable.every((i) => selected.has(i.content_id));

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in changes)) next.delete('page');
    setSearch(next);
  };

  const counts = queue.data?.counts ?? [];
  const isOps = useAuth().user?.type === 'ops';
  const byState = stateCounts(counts, params.campaign_id, params.brand_id);
  const campaigns = campaignCounts(counts, params.state, params.brand_id);
  const brands = brandCounts(counts, params.state);
  const allInCampaign = [...byState.values()].reduce((a, b) => a + b, 0);
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.total / PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h2">
          Review queue
        </Title>
        {queue.data && (
          <Text c="dimmed" aria-live="polite">
            {queue.data.total} {queue.data.total === 1 ? 'item' : 'items'} awaiting you
          </Text>
        )}
      </Group>

      <Group gap="xs" role="group" aria-label="Filter by state" wrap="wrap">
        <Button
          size="xs"
          variant={params.state ? 'default' : 'filled'}
          aria-pressed={!params.state}
          onClick={() => update({ state: undefined })}
        >
          All ({allInCampaign})
        </Button>
        {CONTENT_FUNNEL_STATES.filter((s) => byState.has(s) || s === params.state).map((s) => (
          <Button
            key={s}
            size="xs"
            variant={params.state === s ? 'filled' : 'default'}
            aria-pressed={params.state === s}
            onClick={() => update({ state: s })}
          >
            {reviewStateLabel(s)} ({byState.get(s) ?? 0})
          </Button>
        ))}
      </Group>

      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchBox
          label="Search creator, campaign or brand"
          initial={params.q}
          onSearch={(q) => update({ q })}
          className={classes.search}
        />
        {isOps && (
          <NativeSelect
            label="Brand"
            value={params.brand_id ? String(params.brand_id) : ''}
            onChange={(e) =>
              update({ brand: e.currentTarget.value || undefined, campaign: undefined })
            }
            data={[
              { value: '', label: 'All brands' },
              ...brands.map((b) => ({ value: String(b.id), label: `${b.name} (${b.count})` })),
            ]}
          />
        )}
        <NativeSelect
          label="Campaign"
          value={params.campaign_id ? String(params.campaign_id) : ''}
          onChange={(e) => update({ campaign: e.currentTarget.value || undefined })}
          data={[
            { value: '', label: 'All campaigns' },
            ...campaigns.map((c) => ({
              value: String(c.id),
              label: `${c.name} · ${c.brand} (${c.count})`,
            })),
          ]}
        />
      </Group>

      <ListStatus query={queue} loading="Loading the queue…" />

      <BulkApproveBar selected={[...selected]} onDone={() => setSelected(new Set())} />

      <ScrollRegion label="Review queue table">
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">
                <Checkbox
                  aria-label="Select every item on this page that can be approved"
                  checked={allSelected}
                  indeterminate={!allSelected && approvable.some((i) => selected.has(i.content_id))}
                  disabled={approvable.length === 0}
                  onChange={() =>
                    setSelected(
                      allSelected ? new Set() : new Set(approvable.map((i) => i.content_id)),
                    )
                  }
                />
              </th>
              <th scope="col">Creator</th>
              <th scope="col">Campaign</th>
              <th scope="col">State</th>
              <th scope="col">Waiting since</th>
              <th scope="col">Review by</th>
              <th scope="col">Payout</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.content_id}>
                <td>
                  {item.allowed_actions.includes('approve_distribute') && (
                    <Checkbox
                      aria-label={`Select ${creatorLabel(item.creator)}, ${item.campaign.name}`}
                      checked={selected.has(item.content_id)}
                      onChange={() => toggle(item.content_id)}
                    />
                  )}
                </td>
                <td>
                  <Anchor component={Link} to={`/content/${item.content_id}`} fw={600}>
                    {creatorLabel(item.creator)}
                  </Anchor>
                  {item.creator.handle && (
                    <Text size="xs" c="dimmed">
                      @{item.creator.handle}
                    </Text>
                  )}
                </td>
                <td>
                  <Text size="sm">{item.campaign.name}</Text>
                  <Text size="xs" c="dimmed">
                    {item.campaign.brand_name}
                  </Text>
                </td>
                <td>
                  <Text size="sm" fw={500}>
                    {reviewStateLabel(item.content_funnel_state)}
                  </Text>
                </td>
                <td>
                  <Text size="sm">{formatDateTime(item.waiting_since)}</Text>
                </td>
                <td>
                  <Text size="sm">
                    {item.review_by === null ? WAITING_ON_CREATOR : formatMonthDay(item.review_by)}
                  </Text>
                  {item.overdue && (
                    <Text size="xs" fw={700} c="red.9">
                      Overdue
                    </Text>
                  )}
                </td>
                <td>
                  <Text size="sm">{formatDollars(item.payout_amount)}</Text>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {queue.data && queue.data.items.length === 0 && (
        <Text c="dimmed">Nothing awaits you here.</Text>
      )}
      <Pager page={params.page} pages={pages} onPage={(to) => update({ page: String(to) })} />
    </Stack>
  );
}
