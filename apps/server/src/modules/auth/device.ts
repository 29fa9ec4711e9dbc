import Bowser from 'bowser';

/** "Chrome on Windows" from a User-Agent header (bowser); "Unknown browser" when it says nothing. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name || 'Unknown browser';
  const os = parsed.os.name;
  return os ? `${browser} on ${os}` : browser;
}
