/**
 * Errors from the database say too much for a log line or a stored job error (issue 27, decision
 * 514): Drizzle's "Failed query: <SQL>\nparams: <values>" carries the request's personal data (a
 * full shipping address), and PostgreSQL's own messages and details quote values ('invalid input
 * syntax for type integer: "…"', 'Key (email)=(…) already exists'). What is kept of them: the
 * SQLSTATE code, the constraint, table and column, the routine — enough to find the fault.
 */
type DbErrorFields = {
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
};

function isQueryError(error: unknown): error is Error & { query: unknown; cause?: unknown } {
  return (
    error instanceof Error &&
    (error.name === 'DrizzleQueryError' ||
      error.constructor?.name === 'DrizzleQueryError' ||
      error.message.startsWith('Failed query:'))
  );
}

function isPostgresError(error: unknown): error is Error & DbErrorFields {
  const e = error as DbErrorFields | null;
  return (
    error instanceof Error &&
    typeof e?.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(e.code) &&
    typeof e.severity === 'string'
  );
}

/** What may be said of a database error: its code and where, never the statement or values. */
function describe(error: unknown): DbErrorFields & { message: string } {
  const cause = isQueryError(error) ? error.cause : error;
  const fields: DbErrorFields = {};
  if (isPostgresError(cause)) {
    for (const key of ['code', 'constraint', 'table', 'column', 'routine'] as const) {
      if (cause[key] !== undefined) fields[key] = cause[key];
    }
  }
  const where = [fields.code, fields.constraint ?? fields.table].filter(Boolean).join(' on ');
  return {
    ...fields,
    message: `Database query failed${where ? ` (${where})` : ''}; statement and values not logged`,
  };
}

/** The stack's frames only (its first lines repeat the message). */
const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');

/** The logger's `err` serializer (as pino's own, causes included), database errors scrubbed. */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if (!isQueryError(error) && !isPostgresError(error)) {
    const out: Record<string, unknown> = {
      type: error.constructor?.name ?? error.name,
      message: error.message,
      stack: error.stack,
    };
    for (const [key, value] of Object.entries(error)) {
      if (key !== 'cause' && !(key in out)) out[key] = value;
    }
    if (error.cause !== undefined) out.cause = serializeError(error.cause);
    return out;
  }
  return {
    type: (error as Error).name,
    ...describe(error),
    stack: framesOf((error as Error).stack),
  };
}

/** An error's message fit to keep (a job's `last_error`): scrubbed for database errors. */
export function safeErrorMessage(error: unknown): string {
  if (isQueryError(error) || isPostgresError(error)) return describe(error).message;
  return error instanceof Error ? error.message : String(error);
}
