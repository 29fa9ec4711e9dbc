import type { ConsoleMe } from './staff-api';

// Apart from staff-api.ts (which holds zod schemas), so a console page that asks the studio
// policy what its user may do loads no schema (issue 33's 200 kB a route).

/** The console's user as the policies read an actor (studio-policy, staff-roles). */
export function actorOfConsoleMe(me: ConsoleMe) {
  return {
    id: me.id,
    type: me.role === 'ops' ? ('ops' as const) : ('brand' as const),
    brandId: me.brand?.id ?? null,
    brandRole:
      me.role === 'brand_admin'
        ? ('admin' as const)
        : me.role === 'brand_reviewer'
          ? ('reviewer' as const)
          : null,
  };
}
