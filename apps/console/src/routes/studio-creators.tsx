import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { socialPlatformName } from '@portal/domain/profile/display-names';
import type { InviteSendResult } from '@portal/domain/studio/campaign-invites';
import type { DirectoryQuery } from '@portal/domain/studio/directory';
import {
  DIRECTORY_PLATFORMS,
  DIRECTORY_SORTS,
  type DirectorySort,
  defaultDirection,
} from '@portal/domain/studio/directory-sorts';
import { Pager } from '@portal/web-kit/ui/pager';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListStatus } from '@/components/list-status';
import { useConsoleMe } from '../features/account/use-console-me';
import { CreatorNoteDrawer } from '../features/studio/creator-note';
import { InviteCreatorsForm, SendSummary } from '../features/studio/invite-forms';
import { managesStudio, ReviewOnlyNote } from '../features/studio/studio-role';
import { useCampaignList, useDirectory, useStudioOptions } from '../features/studio/use-studio';
import { ScrollRegion } from '../lib/scroll-region';
import table from '../lib/table.module.css';
import classes from './studio.module.css';

const InviteByEmailForm = lazy(() => import('../features/studio/invite-by-email'));

const PAGE_SIZE = 25;
const SORT_LABELS: Record<DirectorySort, string> = {
  name: 'Name',
  followers: 'Followers',
  engagement: 'Engagement',
  completed: 'Completed campaigns',
  on_time: 'On-time rate',
  newest: 'Newest',
};
const PICK_HINT = 'pick-creators-hint';

const num = (v: string | null) => {
  const n = Number(v);
  return v !== null && v !== '' && Number.isInteger(n) && n >= 0 ? n : undefined;
};

function readQuery(search: URLSearchParams): Partial<DirectoryQuery> {
  const sort = search.get('sort') as DirectorySort | null;
  const platform = search.get('platform');
  const paypal = search.get('has_paypal');
  return {
    q: search.get('q') || undefined,
    category_id: num(search.get('category')) || undefined,
    platform: DIRECTORY_PLATFORMS.includes(platform as never)
      ? (platform as DirectoryQuery['platform'])
      : undefined,
    followers_min: num(search.get('followers_min')),
    followers_max: num(search.get('followers_max')),
    country: /^[A-Za-z]{2}$/.test(search.get('country') ?? '') ? search.get('country')! : undefined,
    has_paypal: paypal === 'true' ? true : paypal === 'false' ? false : undefined,
    completed_min: num(search.get('completed_min')),
    sort: sort && DIRECTORY_SORTS.includes(sort) ? sort : 'name',
    direction:
      search.get('direction') === 'asc'
        ? 'asc'
        : search.get('direction') === 'desc'
          ? 'desc'
          : undefined,
    page: Math.max(1, Number(search.get('page')) || 1),
    page_size: PAGE_SIZE,
    campaign_id: num(search.get('campaign')) || undefined,
  };
}

/** Whether the directory is narrowed by a search or a filter (sort, page and campaign are not). */
const filtered = (q: Partial<DirectoryQuery>) =>
  Boolean(q.q || q.category_id || q.platform || q.country) ||
  [q.followers_min, q.followers_max, q.completed_min, q.has_paypal].some((v) => v !== undefined);

const compact = new Intl.NumberFormat(undefined, { notation: 'compact' });
const percent = (v: number | null) => (v === null ? '—' : `${Math.round(v * 100)}%`);

/**
 * The creator directory (issue 29): search, filters and sort on the server; ops see contact
 * details, brand users the public side only. Select creators and invite them to a campaign, or
 * invite people by e-mail (ops and brand admins; a reviewer reads). Each row opens the team's
 * private note on the creator.
 */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const query = readQuery(search);
  const directory = useDirectory(query);
  const options = useStudioOptions();
  const campaigns = useCampaignList({ lifecycle: 'published', page: 1, page_size: 100 });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [sent, setSent] = useState<InviteSendResult | null>(null);
  const [text, setText] = useState(query.q ?? '');
  const [mode, setMode] = useState<'selected' | 'email'>('selected');
  const [noteOn, setNoteOn] = useState<{ id: number; label: string } | null>(null);
  const campaignSelect = useRef<HTMLSelectElement>(null);
  const me = useConsoleMe();
  const manages = managesStudio(me.data);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in changes)) next.delete('page');
    setSearch(next);
  };
  const items = directory.data?.items ?? [];
  const full = directory.data?.view === 'full';
  const pages = directory.data ? Math.max(1, Math.ceil(directory.data.total / PAGE_SIZE)) : 1;
  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const selectable = items.filter((i) => !i.invited);
  const allSelected = selectable.length > 0 && selectable.every((i) => selected.has(i.id));
  const campaignId = query.campaign_id;
  const campaign = campaigns.data?.items.find((c) => c.id === campaignId);
  // Whom to invite depends on the campaign (who is already invited to it): creators are picked
  // for one, so the boxes wait for it, and a line above the table says what to do first.
  const picking = manages && Boolean(campaignId);
  const noCampaigns = campaigns.data?.items.length === 0;
  const sortHeader = (sort: DirectorySort, label: string) => {
    const active = query.sort === sort;
    const dir = query.direction ?? defaultDirection(sort);
    return (
      <th scope="col" aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
        <Anchor
          component="button"
          type="button"
          fw={700}
          size="sm"
          onClick={() =>
            update({
              sort,
              direction: active ? (dir === 'asc' ? 'desc' : 'asc') : undefined,
            })
          }
        >
          {label}
          {active ? (dir === 'asc' ? ' ↑' : ' ↓') : ''}
        </Anchor>
      </th>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Creators
          </Title>
          <Text c="dimmed">
            {manages
              ? 'Everyone who has signed up as a creator: find them and invite them to a campaign.'
              : 'Everyone who has signed up as a creator: find them and keep your team’s notes.'}
          </Text>
        </Stack>
        {directory.data && (
          <Text c="dimmed" aria-live="polite">
            {directory.data.total.toLocaleString()}{' '}
            {directory.data.total === 1 ? 'creator' : 'creators'}
          </Text>
        )}
      </Group>

      {manages ? (
        <Card withBorder padding="md" component="section" aria-labelledby="invite-heading">
          <Stack gap="sm">
            <Title order={2} size="h4" id="invite-heading">
              Invite to a campaign
            </Title>
            <NativeSelect
              label="Campaign"
              value={campaignId ? String(campaignId) : ''}
              ref={campaignSelect}
              onChange={(e) => {
                setSent(null);
                if (!e.currentTarget.value) setSelected(new Set());
                update({ campaign: e.currentTarget.value || undefined });
              }}
              data={[
                {
                  value: '',
                  label: campaigns.data ? 'Choose a published campaign' : 'Loading campaigns…',
                },
                ...(campaigns.data?.items ?? []).map((c) => ({
                  value: String(c.id),
                  label: `${c.name} · ${c.brand.name}`,
                })),
              ]}
            />
            {campaignId && (
              <>
                <Group gap="xs" role="group" aria-label="Whom to invite">
                  <Button
                    size="xs"
                    variant={mode === 'selected' ? 'filled' : 'default'}
                    aria-pressed={mode === 'selected'}
                    onClick={() => setMode('selected')}
                  >
                    Selected creators ({selected.size})
                  </Button>
                  <Button
                    size="xs"
                    variant={mode === 'email' ? 'filled' : 'default'}
                    aria-pressed={mode === 'email'}
                    onClick={() => setMode('email')}
                  >
                    By e-mail
                  </Button>
                  {campaign && (
                    <Anchor component={Link} to={`/campaigns/${campaign.id}/board`} size="sm">
                      Open the board
                    </Anchor>
                  )}
                </Group>
                {mode === 'selected' ? (
                  <InviteCreatorsForm
                    campaignId={campaignId}
                    creatorIds={[...selected]}
                    onSent={(result) => {
                      setSent(result);
                      setSelected(new Set());
                    }}
                  />
                ) : (
                  <Suspense fallback={<Text role="status">Loading…</Text>}>
                    <InviteByEmailForm campaignId={campaignId} onSent={setSent} />
                  </Suspense>
                )}
              </>
            )}
            <div role="status" aria-live="polite">
              {sent && <SendSummary result={sent} />}
            </div>
          </Stack>
        </Card>
      ) : (
        <ReviewOnlyNote>
          You can look through creators and keep your team’s notes on them, but not invite them:
          only ops and the brand’s admins invite creators.
        </ReviewOnlyNote>
      )}

      <search aria-label="Find creators">
        <form
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            update({ q: text.trim() || undefined });
          }}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <TextInput
              label={full ? 'Name, handle or e-mail' : 'Name or handle'}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
            />
            <NativeSelect
              label="Category"
              value={query.category_id ? String(query.category_id) : ''}
              onChange={(e) => update({ category: e.currentTarget.value || undefined })}
              data={[
                { value: '', label: 'Any category' },
                ...(options.data?.categories ?? []).map((c) => ({
                  value: String(c.id),
                  label: c.parent_id === null ? c.name : `— ${c.name}`,
                })),
              ]}
            />
            <NativeSelect
              label="Platform"
              value={query.platform ?? ''}
              onChange={(e) => update({ platform: e.currentTarget.value || undefined })}
              data={[
                { value: '', label: 'Any platform' },
                ...DIRECTORY_PLATFORMS.map((p) => ({ value: p, label: socialPlatformName(p) })),
              ]}
            />
            <TextInput
              label="Country (2 letters)"
              maxLength={2}
              defaultValue={query.country ?? ''}
              onBlur={(e) => update({ country: e.currentTarget.value.trim() || undefined })}
            />
            <TextInput
              label="Followers at least"
              inputMode="numeric"
              defaultValue={query.followers_min ?? ''}
              onBlur={(e) =>
                update({ followers_min: e.currentTarget.value.replace(/\D/g, '') || undefined })
              }
            />
            <TextInput
              label="Followers at most"
              inputMode="numeric"
              defaultValue={query.followers_max ?? ''}
              onBlur={(e) =>
                update({ followers_max: e.currentTarget.value.replace(/\D/g, '') || undefined })
              }
            />
            <TextInput
              label="Completed campaigns at least"
              inputMode="numeric"
              defaultValue={query.completed_min ?? ''}
              onBlur={(e) =>
                update({ completed_min: e.currentTarget.value.replace(/\D/g, '') || undefined })
              }
            />
            <NativeSelect
              label="PayPal address"
              value={query.has_paypal === undefined ? '' : String(query.has_paypal)}
              onChange={(e) => update({ has_paypal: e.currentTarget.value || undefined })}
              data={[
                { value: '', label: 'Either' },
                { value: 'true', label: 'Has one' },
                { value: 'false', label: 'Has none' },
              ]}
            />
          </SimpleGrid>
          <Group mt="sm" gap="sm">
            <Button type="submit" variant="default">
              Search
            </Button>
            <NativeSelect
              aria-label="Sort by"
              value={query.sort}
              onChange={(e) => update({ sort: e.currentTarget.value, direction: undefined })}
              data={DIRECTORY_SORTS.map((s) => ({ value: s, label: `Sort: ${SORT_LABELS[s]}` }))}
            />
          </Group>
        </form>
      </search>

      <ListStatus query={directory} loading="Loading creators…" />

      {manages && !campaignId && items.length > 0 && (
        <Text id={PICK_HINT} size="sm">
          {noCampaigns ? (
            <>
              To invite creators,{' '}
              <Anchor component={Link} to="/campaigns" underline="always">
                publish a campaign
              </Anchor>{' '}
              first.
            </>
          ) : (
            <>
              To select creators,{' '}
              <Anchor
                component="button"
                type="button"
                size="sm"
                underline="always"
                onClick={() => {
                  campaignSelect.current?.scrollIntoView({ block: 'center' });
                  campaignSelect.current?.focus();
                }}
              >
                choose a campaign
              </Anchor>{' '}
              first.
            </>
          )}
        </Text>
      )}
      {items.length > 0 && (
        <ScrollRegion label="Creators table">
          <table className={table.table} aria-label="Creators">
            <thead>
              <tr>
                {manages && (
                  <th scope="col">
                    <Checkbox
                      aria-label="Select every creator on this page not yet invited"
                      checked={allSelected}
                      indeterminate={!allSelected && selectable.some((i) => selected.has(i.id))}
                      disabled={!picking || selectable.length === 0}
                      aria-describedby={picking ? undefined : PICK_HINT}
                      onChange={() =>
                        setSelected((prev) => {
                          const next = new Set(prev);
                          for (const i of selectable) {
                            if (allSelected) next.delete(i.id);
                            else next.add(i.id);
                          }
                          return next;
                        })
                      }
                    />
                  </th>
                )}
                {sortHeader('name', 'Creator')}
                <th scope="col">Categories</th>
                {sortHeader('followers', 'Followers')}
                {sortHeader('engagement', 'Engagement')}
                <th scope="col">Where</th>
                {sortHeader('completed', 'Completed')}
                {sortHeader('on_time', 'On time')}
                {full && <th scope="col">Contact</th>}
                <th scope="col">Team note</th>
              </tr>
            </thead>
            <tbody>
              {items.map((c) => {
                const label = c.name ?? c.handles[0]?.handle ?? `Creator ${c.id}`;
                return (
                  <tr key={c.id}>
                    {manages && (
                      <td>
                        {c.invited ? (
                          <Text size="xs">Invited</Text>
                        ) : (
                          <Checkbox
                            aria-label={`Select ${label}`}
                            checked={selected.has(c.id)}
                            disabled={!picking}
                            aria-describedby={picking ? undefined : PICK_HINT}
                            onChange={() => toggle(c.id)}
                          />
                        )}
                      </td>
                    )}
                    <td>
                      <Text size="sm" fw={600}>
                        {label}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {c.handles
                          .map((h) => `@${h.handle} (${socialPlatformName(h.platform)})`)
                          .join(', ') || 'No accounts'}
                      </Text>
                    </td>
                    <td>
                      <Text size="xs">{c.categories.join(', ') || '—'}</Text>
                    </td>
                    <td className={classes.num}>
                      {c.followers ? compact.format(c.followers) : '—'}
                    </td>
                    <td className={classes.num}>
                      {c.engagement_rate === null ? '—' : `${c.engagement_rate.toFixed(1)}%`}
                    </td>
                    <td>
                      <Text size="xs">{[c.city, c.country].filter(Boolean).join(', ') || '—'}</Text>
                    </td>
                    <td className={classes.num}>{c.completed_campaigns}</td>
                    <td className={classes.num}>{percent(c.on_time_rate)}</td>
                    {full && (
                      <td>
                        <Text size="xs">{c.contact?.email}</Text>
                        {c.contact?.phone && <Text size="xs">{c.contact.phone}</Text>}
                        <Text size="xs">{c.has_paypal ? 'PayPal set' : 'No PayPal'}</Text>
                      </td>
                    )}
                    <td>
                      <Button
                        size="compact-xs"
                        variant="default"
                        aria-label={`Note on ${label}`}
                        aria-haspopup="dialog"
                        onClick={() => setNoteOn({ id: c.id, label })}
                      >
                        Note
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {directory.data && items.length === 0 && (
        <Text c="dimmed">
          {filtered(query)
            ? 'No creator matches these filters.'
            : manages
              ? 'No creator has signed up yet. Choose a published campaign above and invite people By e-mail: their invite waits for their sign-up.'
              : 'No creator has signed up yet.'}
        </Text>
      )}
      <Pager page={query.page ?? 1} pages={pages} onPage={(to) => update({ page: String(to) })} />
      <CreatorNoteDrawer
        creator={noteOn}
        team={me.data?.role === 'ops' ? null : (me.data?.brand?.name ?? null)}
        onClose={() => setNoteOn(null)}
      />
    </Stack>
  );
}
