import { createSigner } from '../../lib/signed-payload';
import type { AuthRepository, UserRow } from './auth.repository';

/**
 * The page cookie (decision 313): lets the server draw a signed-in creator's first screen into
 * the page itself. The refresh cookie never reaches a page request (it is scoped to the auth
 * API), so this one names the session's family, signed, under /creator only. It grants no API
 * access; each use checks that the family is still signed in.
 */
export const PAGE_COOKIE = 'portal_page';
export const PAGE_COOKIE_PATH = '/creator';

export function createPageSessions(deps: {
  secret: string;
  repo: AuthRepository;
  clock: () => Date;
}) {
  const signer = createSigner(deps.secret, 'page-session');
  return {
    /** The cookie's value for a session family. */
    cookieValue(familyId: string): string {
      return signer.sign({ family: familyId });
    },

    /** The user and session family the cookie names while that session lives; null otherwise. */
    async sessionFor(
      cookie: string | undefined,
    ): Promise<{ user: UserRow; familyId: string } | null> {
      const family = cookie ? signer.verify(cookie)?.family : undefined;
      if (typeof family !== 'string') return null;
      const user = await deps.repo.findLiveFamilyUser(family, deps.clock());
      return user ? { user, familyId: family } : null;
    },
  };
}

export type PageSessions = ReturnType<typeof createPageSessions>;
