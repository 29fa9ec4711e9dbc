/**
 * Where to go after signing in, from a `returnTo` someone else may have written: only a path of
 * this site inside `area` ('/creator' for the portal; '/' for the console, whose router paths sit
 * below its basename), else `fallback`. Refused: other origins ('https://…', '//host',
 * '/\host', which browsers read as '//host'), any backslash, and paths outside the area.
 */
export function safeReturnTo(
  returnTo: string | null | undefined,
  { area, fallback }: { area: string; fallback: string },
): string {
  if (!returnTo?.startsWith('/') || returnTo.includes('\\')) return fallback;
  const inArea = area === '/' || returnTo === area || /^[/?#]/.test(returnTo.slice(area.length));
  if (!returnTo.startsWith(area) || !inArea) return fallback;
  try {
    const base = 'http://app.invalid';
    const url = new URL(returnTo, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
