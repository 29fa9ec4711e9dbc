import { createHmac, timingSafeEqual } from 'node:crypto';

const DAY_SECONDS = 24 * 60 * 60;

/** The URL prefix local files are served under (the SPA leaves it to the API). */
export const FILES_PREFIX = '/files/';

/** What a signed link carries besides the key. */
export interface SignedFileQuery {
  exp: number;
  type: string;
  sig: string;
}

/**
 * Signed, expiring links to stored files, for <img> and <video> tags that cannot send a bearer
 * token. The signature covers the key, the expiry and the content type the file is served with
 * (so nobody can turn an upload into an HTML page). A link is valid until the end of the UTC day
 * after the one it was made on: links made on the same day are identical, hence cacheable, and
 * never expire mid-visit.
 */
export function createUrlSigner(secret: string) {
  const hmacKey = createHmac('sha256', 'portal-file-urls').update(secret).digest();
  const signature = (key: string, exp: number, type: string) =>
    createHmac('sha256', hmacKey).update(`${key}\n${exp}\n${type}`).digest('base64url');

  return {
    url(key: string, type: string, now: Date): string {
      const exp = (Math.floor(now.getTime() / 1000 / DAY_SECONDS) + 2) * DAY_SECONDS;
      const query = new URLSearchParams({ exp: String(exp), type, sig: signature(key, exp, type) });
      return `${FILES_PREFIX}${key}?${query}`;
    },
    /** Whether a link's signature is right and its expiry (epoch seconds) still ahead. */
    verify(key: string, query: SignedFileQuery, now: Date): boolean {
      const { exp, type, sig } = query;
      if (!Number.isSafeInteger(exp) || exp * 1000 <= now.getTime()) return false;
      const expected = Buffer.from(signature(key, exp, type));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;
