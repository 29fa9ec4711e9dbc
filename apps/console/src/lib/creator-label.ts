/** How the console names a creator: their name, else their e-mail. */
export const creatorLabel = (c: { name: string | null; email: string; handle?: string | null }) =>
  c.name ?? c.email;
