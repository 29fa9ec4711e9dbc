import { z } from 'zod';
import { csvRows } from '../text/csv';
import { AUDIT_ACTION_NAMES, AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from './audit-catalogue';

/**
 * Issue 28: the audit log. Every staff action is recorded once, in the transaction of the change:
 * who (the actor, or nobody for the command line and the demo seed), when, what (the action),
 * on what (the target, with the label it had then) and what changed (before → after). Entries
 * are never changed or deleted (decision 530).
 *
 * The catalogue names every action any module records; a module adds its actions here, so the
 * console's filter, labels and CSV know them all.
 */
// The catalogue lives in a module without zod, for the console's audit page (issue 33's 200 kB
// a route); it is this module's too.
export {
  AUDIT_ACTION_NAMES,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditTargetType,
} from './audit-catalogue';

/** A JSON object of the fields an action changed. */
export type AuditValues = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What an edit changed, as the log keeps it: only the fields whose values differ, each side with
 * its own value. A creation has no before, a removal no after. Null when nothing changed, so an
 * edit that changes nothing records nothing.
 */
export function auditChange(
  before: AuditValues | null,
  after: AuditValues | null,
): { before: AuditValues | null; after: AuditValues | null } | null {
  if (before === null || after === null) {
    if (before === null && after === null) return null;
    return { before, after };
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => !same(before[k], after[k]),
  );
  if (keys.length === 0) return null;
  const pick = (values: AuditValues) =>
    Object.fromEntries(keys.filter((k) => k in values).map((k) => [k, values[k]]));
  return { before: pick(before), after: pick(after) };
}

export const AUDIT_PAGE_MAX = 100;
/** The most rows one CSV export holds; a wider export asks for a narrower filter. */
export const AUDIT_EXPORT_MAX = 50_000;

const isoDateTime = z.iso.datetime({ offset: true });

/** The log's filters (console and CSV alike). A brand admin's brand filter is always their own. */
export const AuditQuerySchema = z.object({
  actor_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  brand_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  action: z.enum(AUDIT_ACTION_NAMES).optional(),
  target_type: z.enum(AUDIT_TARGET_TYPES).optional(),
  target_id: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w.@+-]+$/, { error: 'A target id is letters, digits and . @ + - _ only.' })
    .optional(),
  /** From this moment on (inclusive). */
  from: isoDateTime.optional(),
  /** Before this moment (exclusive). */
  to: isoDateTime.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
export type AuditFilter = Omit<AuditQuery, 'page' | 'page_size'>;
export const AuditExportQuerySchema = AuditQuerySchema.omit({ page: true, page_size: true });

export const AuditEntrySchema = z.object({
  id: z.number(),
  /** ISO 8601, UTC. */
  at: z.string(),
  /** Null: the system (the command line, the demo seed). */
  actor: z.object({ id: z.number(), email: z.string() }).nullable(),
  action: z.string(),
  action_label: z.string(),
  target: z.object({ type: z.string(), id: z.string(), label: z.string() }),
  brand: z.object({ id: z.number(), name: z.string() }).nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** The label of an action, or the action itself for one a newer build recorded. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}

export const AUDIT_CSV_HEADER = [
  'Time (UTC)',
  'Actor',
  'Action',
  'Target type',
  'Target id',
  'Target',
  'Brand',
  'Before',
  'After',
] as const;

const json = (values: AuditValues | null) => (values === null ? '' : JSON.stringify(values));

/** Entries as CSV rows (no header): one line each, before and after as JSON. */
export function auditCsvRows(entries: readonly AuditEntry[]): string {
  return csvRows(
    entries.map((e) => [
      e.at,
      e.actor?.email ?? 'system',
      e.action_label,
      e.target.type,
      e.target.id,
      e.target.label,
      e.brand?.name ?? '',
      json(e.before),
      json(e.after),
    ]),
  );
}

export const auditCsvHeader = () => csvRows([AUDIT_CSV_HEADER]);
