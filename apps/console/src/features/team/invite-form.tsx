import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import type { Brand } from '@portal/domain/brands/brand-api';
import type { StaffRoleName } from '@portal/domain/staff/staff-api';
import type { ApiError } from '@portal/web-kit/api/api-error';
import { type FormEvent, useState } from 'react';
import { fieldProblems } from '../../lib/field-problems';
import { ROLE_LABELS } from '../../nav';
import { useTeamActions } from './use-team';

/**
 * Invite a person by e-mail with a role. Ops choose any role and brand; a brand admin invites
 * admins and reviewers of their own brand only (the brand is theirs, not a choice).
 */
export function InviteForm(props: {
  isOps: boolean;
  ownBrandId: number | null;
  brands: Brand[];
  onInvited: (text: string) => void;
}) {
  const { invite } = useTeamActions();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRoleName>(props.isOps ? 'brand_admin' : 'brand_reviewer');
  const [brandId, setBrandId] = useState<string | null>(
    props.ownBrandId ? String(props.ownBrandId) : null,
  );
  const [fields, setFields] = useState<Record<string, string>>({});
  const roles: StaffRoleName[] = props.isOps
    ? ['brand_admin', 'brand_reviewer', 'ops']
    : ['brand_admin', 'brand_reviewer'];
  const serverFields = ((invite.error as ApiError | null)?.details?.fields ?? {}) as Record<
    string,
    string
  >;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      email,
      role,
      brand_id: role === 'ops' ? null : brandId ? Number(brandId) : null,
    };
    const problems = await fieldProblems(
      async () => (await import('@portal/domain/staff/staff-api')).StaffInviteSchema,
      body,
    );
    setFields(problems);
    if (Object.keys(problems).length) return;
    invite.mutate(body, {
      onSuccess: (made) => {
        setEmail('');
        props.onInvited(`Invitation e-mailed to ${made.email}. The link works for 72 hours.`);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} aria-label="Invite staff" noValidate>
      <Stack gap="sm">
        {invite.error && !Object.keys(serverFields).length && (
          <Alert color="red" role="alert">
            {invite.error.message}
          </Alert>
        )}
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="E-mail"
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fields.email ?? serverFields.email ?? null}
            miw={240}
          />
          <Select
            label="Role"
            data={roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
            value={role}
            onChange={(v) => v && setRole(v as StaffRoleName)}
            allowDeselect={false}
          />
          {props.isOps && role !== 'ops' && (
            <Select
              label="Brand"
              placeholder="Choose a brand"
              data={props.brands.map((b) => ({ value: String(b.id), label: b.name }))}
              value={brandId}
              onChange={setBrandId}
              error={fields.brand_id ?? serverFields.brand_id ?? null}
              searchable
              // The brand stays chosen after an invitation: picking it again keeps it, never clears it.
              allowDeselect={false}
            />
          )}
        </Group>
        <Button type="submit" loading={invite.isPending} w="fit-content">
          Send invitation
        </Button>
      </Stack>
    </form>
  );
}
