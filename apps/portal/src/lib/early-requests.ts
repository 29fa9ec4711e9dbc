/** The GETs index.html may send early, with the start-up refresh's token (decision 309). */
export const EARLY_URLS = new Set(['/api/v1/me', '/api/v1/flags', '/api/v1/creator/campaigns']);

/**
 * index.html's early answer for `url`, handed out once and only if it succeeded: the app's first
 * ask for the signed-in user, the flags and the campaigns list takes what already left with the
 * HTML instead of asking again. Anything else (no early request, a failure, a second ask) gets
 * undefined, and the caller asks the server as usual.
 */
export async function takeEarlyAnswer(url: string): Promise<Response | undefined> {
  const pending = window.__portalEarly;
  if (!pending || !EARLY_URLS.has(url)) return undefined;
  const early = await pending;
  const answer = early[url];
  delete early[url];
  if (!answer) return undefined;
  try {
    const res = await answer;
    return res.ok ? res : undefined;
  } catch {
    return undefined;
  }
}
