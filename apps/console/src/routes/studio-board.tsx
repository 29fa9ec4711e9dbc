import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import {
  BOARD_SORTS,
  BOARD_STEP_LABELS,
  BOARD_STEPS,
  type BoardQuery,
  type BoardStep,
} from '@portal/domain/studio/board';
import type { InviteSendResult } from '@portal/domain/studio/campaign-invites';
import { formatDateTime } from '@portal/web-kit/format/dates';
import { formatCents } from '@portal/web-kit/format/money';
import { Pager } from '@portal/web-kit/ui/pager';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { SearchBox } from '@/components/search-box';
import { useConsoleMe } from '../features/account/use-console-me';
import { SendSummary } from '../features/studio/invite-forms';
import { managesStudio, ReviewOnlyNote } from '../features/studio/studio-role';
import { boardCsvUrl, useBoard } from '../features/studio/use-studio';
import { download } from '../lib/api';
import { ScrollRegion } from '../lib/scroll-region';
import table from '../lib/table.module.css';
import classes from './studio.module.css';

const InviteByEmailForm = lazy(() => import('../features/studio/invite-by-email'));

const PAGE_SIZE = 50;
type Sort = (typeof BOARD_SORTS)[number];
const SORT_LABELS: Record<Sort, string> = {
  step: 'Step',
  name: 'Creator',
  next_due: 'Next due',
  owed: 'Owed',
  paid: 'Paid',
};

function readQuery(search: URLSearchParams) {
  const step = search.get('step') as BoardStep | null;
  const sort = search.get('sort') as Sort | null;
  const overdue = search.get('overdue');
  return {
    step: step && BOARD_STEPS.includes(step) ? step : undefined,
    overdue: overdue === 'true' ? true : undefined,
    q: search.get('q') || undefined,
    sort: sort && BOARD_SORTS.includes(sort) ? sort : 'step',
    direction: search.get('direction') === 'desc' ? 'desc' : 'asc',
    page: Math.max(1, Number(search.get('page')) || 1),
    page_size: PAGE_SIZE,
  } satisfies Partial<BoardQuery>;
}

/**
 * A campaign's board (issue 29): creators at each step from invite to payout, what is due next
 * and by when, overdue marks, money owed and paid; filters, sort, CSV; invite by e-mail.
 */
export function Component() {
  const id = Number(useParams().campaignId);
  const [search, setSearch] = useSearchParams();
  const query = readQuery(search);
  const board = useBoard(id, query);
  const manages = managesStudio(useConsoleMe().data);
  const [csvError, setCsvError] = useState<string | null>(null);
  const [sent, setSent] = useState<InviteSendResult | null>(null);
  const [inviting, setInviting] = useState(false);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in changes)) next.delete('page');
    setSearch(next);
  };
  const exportCsv = async () => {
    setCsvError(null);
    try {
      await download(
        boardCsvUrl(id, {
          step: query.step,
          overdue: query.overdue ? 'true' : undefined,
          q: query.q,
          sort: query.sort,
          direction: query.direction,
        }),
        `campaign-${id}-board.csv`,
      );
    } catch (error) {
      setCsvError((error as Error).message);
    }
  };

  if (board.error && !board.data) {
    return (
      <Alert color="red" role="alert" title="The board could not be loaded">
        {board.error.message}{' '}
        <Anchor component={Link} c="inherit" underline="always" to="/campaigns">
          Back to campaigns
        </Anchor>
      </Alert>
    );
  }
  const data = board.data;
  const total = data ? BOARD_STEPS.reduce((sum, s) => sum + data.counts[s], 0) : 0;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Anchor component={Link} to={`/campaigns/${id}`} size="sm">
          ← The campaign
        </Anchor>
        <Title order={1} size="h2">
          {data ? `${data.campaign.name}: board` : 'Board'}
        </Title>
        {data && (
          <Text size="sm" c="dimmed">
            {data.campaign.brand} · {total} {total === 1 ? 'creator' : 'creators'}
            {data.waiting_for_sign_up > 0 &&
              ` · ${data.waiting_for_sign_up} invited by e-mail, not signed up yet`}
          </Text>
        )}
      </Stack>

      {board.isPending && <Text role="status">Loading the board…</Text>}

      {data && (
        <Group gap="xs" role="group" aria-label="Filter by step" wrap="wrap">
          <Button
            size="xs"
            variant={query.step ? 'default' : 'filled'}
            aria-pressed={!query.step}
            onClick={() => update({ step: undefined })}
          >
            All ({total})
          </Button>
          {BOARD_STEPS.map((s) => (
            <Button
              key={s}
              size="xs"
              variant={query.step === s ? 'filled' : 'default'}
              aria-pressed={query.step === s}
              onClick={() => update({ step: s })}
            >
              {BOARD_STEP_LABELS[s]} ({data.counts[s]})
            </Button>
          ))}
        </Group>
      )}

      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchBox label="Search creators" initial={query.q} onSearch={(q) => update({ q })} />
        <NativeSelect
          label="Sort by"
          value={query.sort}
          onChange={(e) => update({ sort: e.currentTarget.value })}
          data={BOARD_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        />
        <NativeSelect
          label="Order"
          value={query.direction}
          onChange={(e) => update({ direction: e.currentTarget.value })}
          data={[
            { value: 'asc', label: 'Ascending' },
            { value: 'desc', label: 'Descending' },
          ]}
        />
        <Button
          variant={query.overdue ? 'filled' : 'default'}
          aria-pressed={!!query.overdue}
          onClick={() => update({ overdue: query.overdue ? undefined : 'true' })}
        >
          Overdue only
        </Button>
        <Button variant="default" onClick={() => void exportCsv()}>
          Export CSV
        </Button>
        {manages && (
          <Button variant="default" onClick={() => setInviting((v) => !v)} aria-expanded={inviting}>
            Invite by e-mail
          </Button>
        )}
      </Group>
      {!manages && (
        <ReviewOnlyNote>
          You can follow this campaign but not invite to it: only ops and the brand’s admins invite
          creators.
        </ReviewOnlyNote>
      )}
      {csvError && (
        <Alert color="red" role="alert">
          {csvError}
        </Alert>
      )}
      {manages && inviting && (
        <Suspense fallback={<Text role="status">Loading…</Text>}>
          <InviteByEmailForm
            campaignId={id}
            onSent={(r) => {
              setSent(r);
              setInviting(false);
            }}
          />
        </Suspense>
      )}
      <div role="status" aria-live="polite">
        {sent && <SendSummary result={sent} />}
      </div>

      {data && data.items.length > 0 && (
        <ScrollRegion label="Board table">
          <table className={table.table} aria-label="Creators of this campaign">
            <thead>
              <tr>
                <th scope="col">Creator</th>
                <th scope="col">Step</th>
                <th scope="col">Next due</th>
                <th scope="col" className={classes.num}>
                  Owed
                </th>
                <th scope="col" className={classes.num}>
                  Paid
                </th>
                <th scope="col">Invited</th>
                <th scope="col">Open</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((row) => (
                <tr key={row.invite_id}>
                  <td>
                    <Text size="sm" fw={600}>
                      {row.creator.name ?? `Creator ${row.creator.id}`}
                    </Text>
                    {row.creator.handle && (
                      <Text size="xs" c="dimmed">
                        @{row.creator.handle}
                      </Text>
                    )}
                  </td>
                  <td>{row.step_label}</td>
                  <td>
                    {row.next_due ? (
                      <>
                        <Text size="sm">{row.next_due.what}</Text>
                        <Text size="xs">{formatDateTime(row.next_due.at)}</Text>
                        {row.overdue && (
                          <Text size="xs" fw={700} c="red.9">
                            Overdue
                          </Text>
                        )}
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className={classes.num}>{formatCents(row.owed_cents)}</td>
                  <td className={classes.num}>{formatCents(row.paid_cents)}</td>
                  <td>
                    <Text size="xs">{formatDateTime(row.invite_sent_at)}</Text>
                  </td>
                  <td>
                    {row.content_id ? (
                      <Anchor component={Link} to={`/content/${row.content_id}`} size="sm">
                        Content
                      </Anchor>
                    ) : row.step === 'requested' || row.step === 'waitlisted' ? (
                      <Anchor component={Link} to="/invite-requests" size="sm">
                        Request
                      </Anchor>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {data && data.items.length === 0 && (
        <Text c="dimmed">
          {total === 0
            ? `Nobody is invited yet.${manages ? ' Invite creators from the Creators page.' : ''}`
            : 'No creator matches these filters.'}
        </Text>
      )}
      <Pager page={query.page} pages={pages} onPage={(to) => update({ page: String(to) })} />
    </Stack>
  );
}
