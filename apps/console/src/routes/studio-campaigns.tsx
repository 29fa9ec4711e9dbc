import {
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { actorOfConsoleMe } from '@portal/domain/staff/console-me';
import { BOARD_STEP_LABELS } from '@portal/domain/studio/board';
import { CAMPAIGN_LIFECYCLES, type CampaignLifecycle } from '@portal/domain/studio/lifecycle';
import { canManageCampaign } from '@portal/domain/studio/studio-policy';
import { formatDateTime } from '@portal/web-kit/format/dates';
import { useAuth } from '@portal/web-kit/session/auth-store';
import { Pager } from '@portal/web-kit/ui/pager';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ListStatus } from '@/components/list-status';
import { SearchBox } from '@/components/search-box';
import { useConsoleMe } from '../features/account/use-console-me';
import { LIFECYCLE_COLORS, LIFECYCLE_LABELS, LIST_STEPS } from '../features/studio/draft-form';
import {
  type CampaignListParams,
  useCampaignList,
  useCreateCampaign,
  useStudioOptions,
} from '../features/studio/use-studio';
import { ScrollRegion } from '../lib/scroll-region';
import table from '../lib/table.module.css';
import classes from './studio.module.css';

const PAGE_SIZE = 25;

function readParams(search: URLSearchParams): CampaignListParams {
  const lifecycle = search.get('lifecycle');
  const brand = Number(search.get('brand'));
  return {
    lifecycle: CAMPAIGN_LIFECYCLES.includes(lifecycle as CampaignLifecycle)
      ? (lifecycle as CampaignLifecycle)
      : undefined,
    brand_id: Number.isInteger(brand) && brand > 0 ? brand : undefined,
    q: search.get('q') ?? undefined,
    page: Math.max(1, Number(search.get('page')) || 1),
    page_size: PAGE_SIZE,
  };
}

const shortDate = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString(undefined, {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      })
    : '—';

/** The studio's campaigns (issue 29): every campaign the user may read, with board counts. */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const list = useCampaignList(params);
  const options = useStudioOptions();
  const isOps = useAuth().user?.type === 'ops';
  const me = useConsoleMe();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  const actor = me.data ? actorOfConsoleMe(me.data) : undefined;
  const writable = actor
    ? options.data?.brands.filter((b) => canManageCampaign(actor, b.id))
    : undefined;

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in changes)) next.delete('page');
    setSearch(next);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Title order={1} size="h2">
          Campaigns
        </Title>
        {list.data && (
          <Text c="dimmed" aria-live="polite">
            {list.data.total} {list.data.total === 1 ? 'campaign' : 'campaigns'}
          </Text>
        )}
      </Group>

      {/* Only who may write one sees the form (a brand reviewer reads; the server refuses). */}
      {me.data && (!writable || writable.length > 0) && <NewCampaign brands={writable} />}

      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchBox label="Search campaigns" initial={params.q} onSearch={(q) => update({ q })} />
        <NativeSelect
          label="State"
          value={params.lifecycle ?? ''}
          onChange={(e) => update({ lifecycle: e.currentTarget.value || undefined })}
          data={[
            { value: '', label: 'All' },
            ...CAMPAIGN_LIFECYCLES.map((l) => ({ value: l, label: LIFECYCLE_LABELS[l] })),
          ]}
        />
        {isOps && (
          <NativeSelect
            label="Brand"
            value={params.brand_id ? String(params.brand_id) : ''}
            onChange={(e) => update({ brand: e.currentTarget.value || undefined })}
            data={[
              { value: '', label: 'All brands' },
              ...(options.data?.brands ?? []).map((b) => ({ value: String(b.id), label: b.name })),
            ]}
          />
        )}
      </Group>

      <ListStatus query={list} loading="Loading campaigns…" />

      {list.data && list.data.items.length > 0 && (
        <ScrollRegion label="Campaigns table">
          <table className={table.table} aria-label="Campaigns with their creators at each step">
            <thead>
              <tr>
                <th scope="col">Campaign</th>
                <th scope="col">State</th>
                <th scope="col">Dates</th>
                {LIST_STEPS.map((s) => (
                  <th scope="col" key={s} className={classes.num}>
                    {BOARD_STEP_LABELS[s]}
                  </th>
                ))}
                <th scope="col">Board</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((item) => (
                <tr key={item.id}>
                  <td>
                    <Anchor component={Link} to={`/campaigns/${item.id}`} fw={600}>
                      {item.name || 'Untitled campaign'}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {item.brand.name} · updated {formatDateTime(item.updated_at)}
                    </Text>
                  </td>
                  <td className={classes.nowrap}>
                    <Badge color={LIFECYCLE_COLORS[item.lifecycle]} className={classes.badge}>
                      {LIFECYCLE_LABELS[item.lifecycle]}
                    </Badge>
                    {item.has_unpublished_changes && item.lifecycle !== 'draft' && (
                      <Text size="xs">Unpublished changes</Text>
                    )}
                  </td>
                  <td>
                    <Text size="sm">
                      {shortDate(item.flight_start)} – {shortDate(item.flight_end)}
                    </Text>
                  </td>
                  {LIST_STEPS.map((s) => (
                    <td key={s} className={classes.num}>
                      {item.counts[s]}
                    </td>
                  ))}
                  <td>
                    {item.lifecycle !== 'draft' ? (
                      <Anchor
                        component={Link}
                        to={`/campaigns/${item.id}/board`}
                        aria-label={`Board of ${item.name}`}
                      >
                        Board
                      </Anchor>
                    ) : (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {list.data && list.data.items.length === 0 && (
        <Text c="dimmed">
          {params.q || params.lifecycle || params.brand_id ? (
            'No campaign matches these filters.'
          ) : writable && writable.length === 0 ? (
            me.data?.role === 'ops' ? (
              <>
                No campaigns yet. A campaign belongs to a brand: first create one under{' '}
                <Anchor component={Link} to="/brands">
                  Brands
                </Anchor>
                .
              </>
            ) : (
              'No campaigns yet. Your brand’s admin starts them.'
            )
          ) : (
            'No campaigns yet. Start one above.'
          )}
        </Text>
      )}
      <Pager page={params.page} pages={pages} onPage={(to) => update({ page: String(to) })} />
    </Stack>
  );
}

/** Starts a draft: ops choose the brand; a brand user's campaign is their brand's. */
function NewCampaign({ brands }: { brands: { id: number; name: string }[] | undefined }) {
  const navigate = useNavigate();
  const create = useCreateCampaign();
  const [name, setName] = useState('');
  const [brandId, setBrandId] = useState('');
  const only = brands?.length === 1 ? brands[0] : undefined;
  const chosen = only ? String(only.id) : brandId;
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return;
    try {
      const campaign = await create.mutateAsync({ brand_id: Number(chosen), name: name.trim() });
      navigate(`/campaigns/${campaign.id}`);
    } catch {
      // Shown below.
    }
  };
  return (
    <form onSubmit={onSubmit} aria-labelledby="new-campaign">
      <Stack gap="xs">
        <Title order={2} size="h4" id="new-campaign">
          New campaign
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Campaign name"
            value={name}
            maxLength={120}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          {!only && (
            <NativeSelect
              label="Brand"
              required
              value={brandId}
              onChange={(e) => setBrandId(e.currentTarget.value)}
              data={[
                { value: '', label: brands ? 'Choose a brand' : 'Loading brands…' },
                ...(brands ?? []).map((b) => ({ value: String(b.id), label: b.name })),
              ]}
            />
          )}
          <Button type="submit" loading={create.isPending} disabled={!chosen}>
            Start a draft
          </Button>
        </Group>
        {create.error && (
          <Text c="red.8" size="sm" role="alert">
            {create.error.message}
          </Text>
        )}
      </Stack>
    </form>
  );
}
