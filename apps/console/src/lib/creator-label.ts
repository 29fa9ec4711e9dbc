/**
 * How the console names a creator: their name, else their e-mail (ops only: brand users get none,
 * decision 535), else their handle, else their number.
 */
export const creatorLabel = (c: {
  id?: number;
  name: string | null;
  email: string | null;
  handle?: string | null;
}) => c.name ?? c.email ?? (c.handle ? `@${c.handle}` : `Creator ${c.id ?? ''}`.trim());
