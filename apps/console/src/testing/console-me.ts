import type { StaffRoleName } from '@portal/domain/staff/staff-api';

/** `/api/v1/console/me` as the server answers it for a staff member of `role` (brand users: brand 3). */
export const consoleMe = (role: StaffRoleName) => ({
  id: 9,
  email: `${role}@example.com`,
  role,
  brand: role === 'ops' ? null : { id: 3, name: 'Glow Botanics' },
});
