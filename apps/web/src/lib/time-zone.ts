let zone: string | undefined;

/**
 * The browser's IANA time zone ('America/New_York'), read once: each read builds an
 * Intl.DateTimeFormat, and the first one loads ICU's zone data (≈ 30 ms on a mid-range phone),
 * which a card per invite would otherwise pay again and again (decision 307).
 */
export function browserTimeZone(): string {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone;
}
