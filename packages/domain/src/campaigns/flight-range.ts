const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A posting window's readable range (part 1 section 3 'Flight' pretty_range; the format is not
 * shown). Decision: 'Mar 3 – Mar 17, 2025' in UTC; the start year is added when the years differ.
 */
export function prettyFlightRange(startUnix: number, endUnix: number): string {
  const s = new Date(startUnix * 1000);
  const e = new Date(endUnix * 1000);
  const day = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
  const startYear = s.getUTCFullYear() === e.getUTCFullYear() ? '' : `, ${s.getUTCFullYear()}`;
  return `${day(s)}${startYear} – ${day(e)}, ${e.getUTCFullYear()}`;
}
