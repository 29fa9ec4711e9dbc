/** A CSV field as spreadsheets read it: quoted when it holds a comma, quote or line break. */
export function csvField(value: string): string {
  // A leading = + - @ would be run as a formula by a spreadsheet: kept as text.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV (RFC 4180): CRLF line ends, a line end after the last row. */
export function csvRows(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
