import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Pager } from '@portal/web-kit/ui/pager';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { InviteRequestCard } from '../features/invites/invite-request-card';
import { useInviteRequests } from '../features/invites/use-invite-requests';

const PAGE_SIZE = 20;

const STANDINGS = {
  pending: { tab: 'Pending', none: 'No pending requests.' },
  waitlisted: { tab: 'Waitlisted', none: 'No waitlisted requests.' },
  accepted: { tab: 'Accepted, to approve', none: 'No accepted invites wait for approval.' },
} as const;
type Standing = keyof typeof STANDINGS;
const isStanding = (s: string | null): s is Standing => s !== null && s in STANDINGS;

/**
 * Creators' invite requests (issue 16): approve into a window, waitlist or decline; and invited
 * creators who accepted, waiting for approval to participate (decision 596).
 */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('standing');
  const standing: Standing = isStanding(asked) ? asked : 'pending';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const requests = useInviteRequests(standing, page);
  const pages = requests.data ? Math.max(1, Math.ceil(requests.data.total / PAGE_SIZE)) : 1;
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const show = (next: Record<string, string>) => {
    setNotice(null);
    setSearch(next);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h2">
          Invite requests
        </Title>
        {requests.data && (
          <Text c="dimmed" aria-live="polite">
            {requests.data.total} {standing}
          </Text>
        )}
      </Group>
      <Group gap="xs" role="group" aria-label="Which requests">
        {(Object.keys(STANDINGS) as Standing[]).map((s) => (
          <Button
            key={s}
            size="xs"
            variant={standing === s ? 'filled' : 'default'}
            aria-pressed={standing === s}
            onClick={() => show({ standing: s })}
          >
            {STANDINGS[s].tab}
          </Button>
        ))}
      </Group>
      <div role="status" aria-live="polite">
        {notice &&
          (notice.ok ? (
            <Alert color="green">{notice.message}</Alert>
          ) : (
            <Alert color="red" title="Not done">
              {notice.message}
            </Alert>
          ))}
      </div>
      {requests.error && (
        <Alert color="red" role="alert">
          {requests.error.message}
        </Alert>
      )}
      {requests.data?.items.map((item) => (
        <InviteRequestCard key={item.invite_id} item={item} onDecided={setNotice} />
      ))}
      {requests.data && requests.data.items.length === 0 && (
        <Text c="dimmed">{STANDINGS[standing].none}</Text>
      )}
      <Pager page={page} pages={pages} onPage={(to) => show({ standing, page: String(to) })} />
    </Stack>
  );
}
