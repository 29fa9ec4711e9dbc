import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type {
  CreatorInvitation,
  CreatorInviteResult,
} from '@portal/domain/staff/creator-invitation-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { InvitationRows } from '@/components/invitation-rows';
import { useConsoleMe } from '../features/account/use-console-me';
import { useCampaignList } from '../features/studio/use-studio';
import { api } from '../lib/api';
import { fieldProblems } from '../lib/field-problems';

const keys = ['console', 'creator-invitations'] as const;
const STATE_LABELS = { waiting: 'Waiting for sign-up', joined: 'Joined', revoked: 'Withdrawn' };

/**
 * Invite a person by e-mail to join as a creator (issue 28): the e-mail links to sign-up with the
 * address filled in. Ops invite anyone; a brand admin invites to one of their campaigns.
 */
export function Component() {
  const me = useConsoleMe();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: keys,
    queryFn: () => api.get<{ items: CreatorInvitation[] }>('/api/v1/console/creator-invitations'),
  });
  const done = () => queryClient.invalidateQueries({ queryKey: keys });
  const invite = useMutation({
    mutationFn: (body: { email: string; campaign_id: number | null; note: string | null }) =>
      api.post<CreatorInviteResult>('/api/v1/console/creator-invitations', body),
    meta: { errorNotification: false },
    onSettled: done,
  });
  const revoke = useMutation({
    mutationFn: (id: number) =>
      api.post<CreatorInvitation>(`/api/v1/console/creator-invitations/${id}/revoke`),
    meta: { errorNotification: false },
    onSettled: done,
  });
  // Chosen by name among the published campaigns the user may see, not typed as a number.
  const campaigns = useCampaignList({ lifecycle: 'published', page: 1, page_size: 100 });
  const [email, setEmail] = useState('');
  const [campaignId, setCampaignId] = useState('');
  const [note, setNote] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      email,
      campaign_id: campaignId.trim() ? Number(campaignId) : null,
      note: note.trim() || null,
    };
    const problems = await fieldProblems(
      async () => (await import('@portal/domain/staff/creator-invitation-api')).CreatorInviteSchema,
      body,
    );
    setFields(problems);
    if (Object.keys(problems).length) return;
    invite.mutate(body, {
      onSuccess: (result) => {
        setEmail('');
        setNote('');
        setNotice(
          result.outcome === 'invited'
            ? `Invitation e-mailed to ${body.email}.`
            : result.outcome === 'already_invited'
              ? `${body.email} was already invited; nothing was sent again.`
              : `${body.email} already has a creator account: invite them to the campaign directly.`,
        );
      },
    });
  };
  const failure = invite.error ?? revoke.error ?? list.error;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Sign-up invitations
        </Title>
        <Text c="dimmed">
          E-mail people who are not creators yet a link to sign up, and see who has joined. To
          invite creators to a campaign, use{' '}
          <Anchor component={Link} to="/creators" underline="always">
            Creators
          </Anchor>
          .
        </Text>
      </Stack>
      <div role="status" aria-live="polite">
        {notice && <Alert color="green">{notice}</Alert>}
      </div>
      {failure && (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      )}
      <Card withBorder padding="md">
        <form onSubmit={onSubmit} aria-label="Invite a creator" noValidate>
          <Stack gap="sm">
            <Text size="sm">
              They get an e-mail with a link to sign up with this address
              {me.data?.role === 'brand_admin' ? ' to one of your campaigns' : ''}.
            </Text>
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label="E-mail"
                type="email"
                required
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={fields.email ?? null}
                miw={240}
              />
              <NativeSelect
                label={me.data?.role === 'brand_admin' ? 'Campaign' : 'Campaign (optional)'}
                value={campaignId}
                onChange={(e) => setCampaignId(e.currentTarget.value)}
                error={fields.campaign_id ?? null}
                miw={240}
                data={[
                  {
                    value: '',
                    label: !campaigns.data
                      ? 'Loading campaigns…'
                      : me.data?.role === 'brand_admin'
                        ? 'Choose a published campaign'
                        : 'None: only the sign-up',
                  },
                  ...(campaigns.data?.items ?? []).map((c) => ({
                    value: String(c.id),
                    label: `${c.name} · ${c.brand.name}`,
                  })),
                ]}
              />
            </Group>
            <Textarea
              label="A note for them (optional)"
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={1000}
            />
            <Button type="submit" loading={invite.isPending} w="fit-content">
              Send invitation
            </Button>
          </Stack>
        </form>
      </Card>
      {list.data?.items.length === 0 && <Text c="dimmed">No invitations yet.</Text>}
      {!!list.data?.items.length && (
        <InvitationRows
          label="Invitations to join"
          rows={list.data.items}
          columns={[
            {
              header: 'Campaign',
              cell: (i) => (i.campaign ? `${i.campaign.name} · ${i.brand?.name ?? ''}` : '—'),
            },
            { header: 'State', cell: (i) => STATE_LABELS[i.state] },
          ]}
          after={[{ header: 'By', cell: (i) => i.invited_by ?? 'System' }]}
          canWithdraw={(i) => i.state === 'waiting'}
          onWithdraw={(i) =>
            revoke.mutate(i.id, {
              onSuccess: () => setNotice(`Invitation to ${i.email} withdrawn.`),
            })
          }
        />
      )}
    </Stack>
  );
}
