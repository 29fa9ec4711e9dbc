import type {
  StaffInvitation,
  StaffInviteInput,
  StaffList,
  StaffMember,
  StaffRoleName,
} from '@portal/domain/staff/staff-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const teamKeys = {
  all: ['console', 'team'] as const,
  list: (brandId: number | null) => ['console', 'team', brandId] as const,
};

export function useTeam(brandId: number | null) {
  return useQuery({
    queryKey: teamKeys.list(brandId),
    queryFn: () => api.get<StaffList>('/api/v1/console/staff', { params: { brand_id: brandId } }),
    // Others change the team (an invitee joins, another admin acts): asked again on each visit.
    staleTime: 0,
  });
}

/**
 * Invite, resend, revoke, change a role, deactivate and reactivate: each refreshes the team and
 * the audit log.
 */
export function useTeamActions() {
  const queryClient = useQueryClient();
  const done = async () => {
    await queryClient.invalidateQueries({ queryKey: teamKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
  };
  const options = { meta: { errorNotification: false }, onSettled: done };
  return {
    invite: useMutation({
      mutationFn: (body: StaffInviteInput) =>
        api.post<StaffInvitation>('/api/v1/console/staff/invitations', body),
      ...options,
    }),
    resend: useMutation({
      mutationFn: (id: number) =>
        api.post<StaffInvitation>(`/api/v1/console/staff/invitations/${id}/resend`),
      ...options,
    }),
    revoke: useMutation({
      mutationFn: (id: number) =>
        api.post<StaffInvitation>(`/api/v1/console/staff/invitations/${id}/revoke`),
      ...options,
    }),
    changeRole: useMutation({
      mutationFn: ({
        id,
        role,
        brandId,
      }: {
        id: number;
        role: StaffRoleName;
        brandId: number | null;
      }) => api.patch<StaffMember>(`/api/v1/console/staff/${id}/role`, { role, brand_id: brandId }),
      ...options,
    }),
    setActive: useMutation({
      mutationFn: ({ id, active }: { id: number; active: boolean }) =>
        api.post<StaffMember>(
          `/api/v1/console/staff/${id}/${active ? 'reactivate' : 'deactivate'}`,
        ),
      ...options,
    }),
  };
}
