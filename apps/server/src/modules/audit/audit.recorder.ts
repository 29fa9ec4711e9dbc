import {
  type AuditAction,
  type AuditTargetType,
  type AuditValues,
  auditChange,
} from '@portal/domain/audit/audit-log';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { requestContext } from '../../http/log-redaction';

/** One staff action, as a module hands it to the log. */
export interface AuditRecord {
  /** Who did it: a user id, or null for the system (the command line, the demo seed). */
  actorId: number | null;
  action: AuditAction;
  target: { type: AuditTargetType; id: string | number; label?: string };
  /** The brand the action concerns (its admins read the entry); null or absent: ops-wide. */
  brandId?: number | null;
  /** The target's fields before the change (null or absent for a creation). */
  before?: AuditValues | null;
  /** The target's fields after it (null or absent for a removal). */
  after?: AuditValues | null;
  /** Defaults to the database's clock (the transaction's start). */
  at?: Date;
}

/** Keys never written to the log, whatever a caller hands it. */
const SECRET_KEY = /password|token|hash|secret/i;

function withoutSecrets(values: AuditValues | null | undefined): AuditValues | null {
  if (!values) return null;
  return Object.fromEntries(Object.entries(values).filter(([key]) => !SECRET_KEY.test(key)));
}

/**
 * Records one staff action in the audit log (decision 530). Call it with the transaction that
 * makes the change, so the entry exists exactly when the change does: a rolled-back change leaves
 * no entry, and a replayed request that changes nothing records nothing. When both `before` and
 * `after` are given, only the fields that differ are kept; if none differ, nothing is written and
 * it answers false. Password, token, hash and secret fields are never written.
 */
export async function recordAudit(tx: DbOrTx, record: AuditRecord): Promise<boolean> {
  const before = withoutSecrets(record.before);
  const after = withoutSecrets(record.after);
  const change = before === null && after === null ? { before, after } : auditChange(before, after);
  if (change === null) return false;
  await tx.insert(auditLog).values({
    ...(record.at ? { at: record.at } : {}),
    actor_id: record.actorId,
    action: record.action,
    target_type: record.target.type,
    target_id: String(record.target.id),
    target_label: record.target.label ?? '',
    brand_id: record.brandId ?? null,
    before: change.before,
    after: change.after,
    request_id: requestContext.getStore()?.requestId ?? null,
  });
  return true;
}
