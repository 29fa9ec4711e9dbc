import { Alert, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { StaffMember, StaffRoleName } from '@portal/domain/staff/staff-api';
import { formatDateTime } from '@portal/web-kit/format/dates';
import { ConfirmDialog } from '@portal/web-kit/ui/confirm-dialog';
import { useState } from 'react';
import { InvitationRows } from '@/components/invitation-rows';
import { useConsoleMe } from '../features/account/use-console-me';
import { useBrands } from '../features/brands/use-brands';
import { InviteForm } from '../features/team/invite-form';
import { useTeam, useTeamActions } from '../features/team/use-team';
import table from '../lib/table.module.css';
import { TableScroll } from '../lib/table-scroll';
import { ROLE_LABELS } from '../nav';

const STATE_LABELS = {
  pending: 'Waiting',
  expired: 'Expired',
  accepted: 'Joined',
  revoked: 'Withdrawn',
};

/** The roles a member may be given here: brand roles keep their brand; ops stay ops. */
const rolesFor = (isOps: boolean, hasBrand: boolean): StaffRoleName[] =>
  !hasBrand
    ? ['ops']
    : isOps
      ? ['brand_admin', 'brand_reviewer', 'ops']
      : ['brand_admin', 'brand_reviewer'];

/**
 * The team (issue 28): staff and open invitations, inviting by e-mail with a role, resending or
 * withdrawing an invitation, changing a role, deactivating and reactivating. Ops see everyone
 * (or one brand); a brand admin their own brand.
 */
export function Component() {
  const me = useConsoleMe();
  const isOps = me.data?.role === 'ops';
  const [brandFilter, setBrandFilter] = useState<string | null>(null);
  const team = useTeam(brandFilter ? Number(brandFilter) : null);
  const brands = useBrands('active');
  const actions = useTeamActions();
  const [notice, setNotice] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<StaffMember | null>(null);
  const failure =
    actions.resend.error ??
    actions.revoke.error ??
    actions.changeRole.error ??
    actions.setActive.error ??
    team.error;
  const setActive = (m: StaffMember, active: boolean) =>
    actions.setActive.mutate(
      { id: m.id, active },
      {
        onSuccess: () => {
          setLeaving(null);
          setNotice(
            active
              ? `${m.email} can sign in again.`
              : `${m.email} is deactivated and signed out everywhere.`,
          );
        },
      },
    );
  const brandOptions = (brands.data?.items ?? []).map((b) => ({
    value: String(b.id),
    label: b.name,
  }));

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Team
      </Title>
      <div role="status" aria-live="polite">
        {notice && <Alert color="green">{notice}</Alert>}
      </div>
      {failure && (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      )}
      {me.data && (
        <Card withBorder padding="md">
          <Title order={2} size="h4" mb="sm">
            Invite someone
          </Title>
          <InviteForm
            isOps={isOps}
            ownBrandId={me.data.brand?.id ?? null}
            brands={brands.data?.items ?? []}
            onInvited={setNotice}
          />
        </Card>
      )}
      {isOps && (
        <Select
          label="Show the team of"
          placeholder="Everyone"
          data={brandOptions}
          value={brandFilter}
          onChange={setBrandFilter}
          clearable
          w={260}
        />
      )}
      <Title order={2} size="h4">
        Invitations
      </Title>
      {team.data?.invitations.length === 0 && <Text c="dimmed">No open invitations.</Text>}
      {!!team.data?.invitations.length && (
        <InvitationRows
          label="Invitations"
          rows={team.data.invitations}
          columns={[
            {
              header: 'Role',
              cell: (inv) => `${ROLE_LABELS[inv.role]}${inv.brand ? ` · ${inv.brand.name}` : ''}`,
            },
            { header: 'State', cell: (inv) => STATE_LABELS[inv.state] },
          ]}
          after={[{ header: 'Expires', cell: (inv) => formatDateTime(inv.expires_at) }]}
          sendCount={(inv) => inv.send_count}
          onResend={(inv) =>
            actions.resend.mutate(inv.id, {
              onSuccess: () => setNotice(`Invitation sent again to ${inv.email}.`),
            })
          }
          onWithdraw={(inv) =>
            actions.revoke.mutate(inv.id, {
              onSuccess: () => setNotice(`Invitation to ${inv.email} withdrawn.`),
            })
          }
        />
      )}
      <Title order={2} size="h4">
        People
      </Title>
      {!!team.data?.members.length && (
        <TableScroll label="People">
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Since</th>
                <th scope="col">Access</th>
              </tr>
            </thead>
            <tbody>
              {team.data.members.map((m) => (
                <tr key={m.id}>
                  <td>{m.email}</td>
                  <td>
                    {m.id === me.data?.id ? (
                      `${ROLE_LABELS[m.role]}${m.brand ? ` · ${m.brand.name}` : ''} (you)`
                    ) : (
                      <Group gap="xs" wrap="nowrap">
                        <Select
                          aria-label={`Role of ${m.email}`}
                          size="xs"
                          data={rolesFor(isOps, m.brand !== null).map((r) => ({
                            value: r,
                            label: ROLE_LABELS[r],
                          }))}
                          disabled={m.brand === null}
                          value={m.role}
                          allowDeselect={false}
                          onChange={(role) =>
                            role &&
                            role !== m.role &&
                            actions.changeRole.mutate(
                              {
                                id: m.id,
                                role: role as StaffRoleName,
                                brandId:
                                  role === 'ops'
                                    ? null
                                    : (m.brand?.id ?? me.data?.brand?.id ?? null),
                              },
                              {
                                onSuccess: () =>
                                  setNotice(
                                    `${m.email} is now ${ROLE_LABELS[role as StaffRoleName].toLowerCase()}; they sign in again.`,
                                  ),
                              },
                            )
                          }
                        />
                        {m.brand && <Text size="sm">{m.brand.name}</Text>}
                      </Group>
                    )}
                  </td>
                  <td>{formatDateTime(m.created_at)}</td>
                  <td>
                    <Group gap="xs" wrap="nowrap">
                      {m.deactivated_at && (
                        <Text size="sm">Deactivated {formatDateTime(m.deactivated_at)}</Text>
                      )}
                      {m.id !== me.data?.id &&
                        (m.deactivated_at ? (
                          <Button
                            size="compact-xs"
                            variant="default"
                            aria-label={`Reactivate ${m.email}`}
                            onClick={() => setActive(m, true)}
                          >
                            Reactivate
                          </Button>
                        ) : (
                          <Button
                            size="compact-xs"
                            variant="default"
                            color="red"
                            aria-label={`Deactivate ${m.email}`}
                            onClick={() => setLeaving(m)}
                          >
                            Deactivate
                          </Button>
                        ))}
                      {!m.deactivated_at && m.id === me.data?.id && <Text size="sm">Active</Text>}
                    </Group>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ConfirmDialog
        opened={leaving !== null}
        title={`Deactivate ${leaving?.email ?? ''}?`}
        confirmLabel="Deactivate"
        danger
        pending={actions.setActive.isPending}
        onConfirm={() => leaving && setActive(leaving, false)}
        onCancel={() => setLeaving(null)}
      >
        They are signed out everywhere at once and can no longer sign in. What they did stays in the
        audit log under their name; you can reactivate them later.
      </ConfirmDialog>
    </Stack>
  );
}
