import {
  Alert,
  Button,
  Card,
  Code,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@portal/domain/audit/audit-catalogue';
import type { AuditEntry } from '@portal/domain/audit/audit-log';
import { formatDateTime } from '@portal/web-kit/format/dates';
import { Pager } from '@portal/web-kit/ui/pager';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useConsoleMe } from '../features/account/use-console-me';
import { type AuditFilters, downloadAuditCsv, useAudit } from '../features/audit/use-audit';
import { useBrands } from '../features/brands/use-brands';
import { useTeam } from '../features/team/use-team';
import table from '../lib/table.module.css';
import { TableScroll } from '../lib/table-scroll';

const PAGE_SIZE = 50;
const KEYS = ['actor_id', 'brand_id', 'action', 'target_type', 'target_id', 'from', 'to'] as const;

/** A date field's day as the start (from) or the end (to, exclusive: the next day) in UTC. */
const dayBound = (day: string | undefined, end: boolean) => {
  if (!day) return undefined;
  const at = new Date(`${day}T00:00:00Z`);
  if (end) at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString();
};

function Change({ entry }: { entry: AuditEntry }) {
  const keys = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  if (keys.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const show = (v: unknown) => (v === undefined ? '—' : JSON.stringify(v));
  return (
    <Stack gap={2}>
      {keys.map((k) => (
        <Text size="sm" key={k}>
          <Code>{k}</Code> {entry.before ? `${show(entry.before[k])} → ` : ''}
          {entry.after ? show(entry.after[k]) : '(removed)'}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The audit log (issue 28): every staff action, newest first, with filters kept in the address
 * and a CSV export of what the filters select. Ops read everything, a brand admin their brand's.
 */
export function Component() {
  const me = useConsoleMe();
  const isOps = me.data?.role === 'ops';
  const [search, setSearch] = useSearchParams();
  const filters = Object.fromEntries(
    KEYS.map((k) => [k, search.get(k) ?? undefined]),
  ) as AuditFilters;
  const apiFilters = {
    ...filters,
    from: dayBound(filters.from, false),
    to: dayBound(filters.to, true),
  };
  const page = Math.max(1, Number(search.get('page')) || 1);
  const audit = useAudit(apiFilters, page, PAGE_SIZE);
  const brands = useBrands('all');
  const team = useTeam(null);
  const [exporting, setExporting] = useState<string | null>(null);
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / PAGE_SIZE)) : 1;

  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (key !== 'page') next.delete('page');
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h2">
          Audit log
        </Title>
        {audit.data && (
          <Text c="dimmed" aria-live="polite">
            {audit.data.total} entries
          </Text>
        )}
      </Group>
      <Card withBorder padding="md" component="section" aria-label="Filters">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Who"
            placeholder="Anyone"
            data={(team.data?.members ?? []).map((m) => ({ value: String(m.id), label: m.email }))}
            value={filters.actor_id ?? null}
            onChange={(v) => set('actor_id', v)}
            clearable
            searchable
            w={220}
          />
          {isOps && (
            <Select
              label="Brand"
              placeholder="Any brand"
              data={(brands.data?.items ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
              value={filters.brand_id ?? null}
              onChange={(v) => set('brand_id', v)}
              clearable
              searchable
              w={200}
            />
          )}
          <Select
            label="Action"
            placeholder="Any action"
            data={Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }))}
            value={filters.action ?? null}
            onChange={(v) => set('action', v)}
            clearable
            searchable
            w={220}
          />
          <Select
            label="Target"
            placeholder="Anything"
            data={[...AUDIT_TARGET_TYPES]}
            value={filters.target_type ?? null}
            onChange={(v) => set('target_type', v)}
            clearable
            w={170}
          />
          <TextInput
            label="Target id"
            value={filters.target_id ?? ''}
            onChange={(e) => set('target_id', e.currentTarget.value.trim() || null)}
            w={110}
          />
          <TextInput
            label="From (UTC)"
            type="date"
            value={filters.from ?? ''}
            onChange={(e) => set('from', e.currentTarget.value || null)}
          />
          <TextInput
            label="To (UTC)"
            type="date"
            value={filters.to ?? ''}
            onChange={(e) => set('to', e.currentTarget.value || null)}
          />
          <Button
            variant="default"
            loading={exporting === 'pending'}
            onClick={async () => {
              setExporting('pending');
              try {
                await downloadAuditCsv(apiFilters);
                setExporting(null);
              } catch (error) {
                setExporting((error as Error).message);
              }
            }}
          >
            Export CSV
          </Button>
        </Group>
      </Card>
      {exporting && exporting !== 'pending' && (
        <Alert color="red" role="alert">
          {exporting}
        </Alert>
      )}
      {audit.error && (
        <Alert color="red" role="alert">
          {audit.error.message}
        </Alert>
      )}
      {audit.data?.items.length === 0 && <Text c="dimmed">Nothing matches these filters.</Text>}
      {!!audit.data?.items.length && (
        <TableScroll label="Audit entries">
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Target</th>
                <th scope="col">Brand</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.items.map((e) => (
                <tr key={e.id}>
                  <td>
                    <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                  </td>
                  <td>{e.actor?.email ?? 'System'}</td>
                  <td>{e.action_label}</td>
                  <td>
                    {e.target.label || `${e.target.type} ${e.target.id}`}
                    <Text size="xs" c="dimmed">
                      {e.target.type} {e.target.id}
                    </Text>
                  </td>
                  <td>{e.brand?.name ?? '—'}</td>
                  <td>
                    <Change entry={e} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pager page={page} pages={pages} onPage={(p) => set('page', String(p))} />
    </Stack>
  );
}
