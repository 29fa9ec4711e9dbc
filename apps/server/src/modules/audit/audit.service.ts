import {
  AUDIT_EXPORT_MAX,
  type AuditEntry,
  type AuditFilter,
  type AuditPage,
  type AuditQuery,
  auditActionLabel,
  auditCsvHeader,
  auditCsvRows,
} from '@portal/domain/audit/audit-log';
import { AppError } from '@portal/domain/errors/app-error';
import { auditScopeOf, type StaffActor } from '@portal/domain/staff/staff-roles';
import type { AuditRepository, AuditRow } from './audit.repository';

/** A row as the console reads it. */
export function presentAuditEntry(row: AuditRow): AuditEntry {
  const e = row.entry;
  return {
    id: e.id,
    at: e.at.toISOString(),
    actor: e.actor_id !== null ? { id: e.actor_id, email: row.actor_email ?? '' } : null,
    action: e.action,
    action_label: auditActionLabel(e.action),
    target: { type: e.target_type, id: e.target_id, label: e.target_label },
    brand: e.brand_id !== null ? { id: e.brand_id, name: row.brand_name ?? '' } : null,
    before: e.before,
    after: e.after,
  };
}

const EXPORT_BATCH = 1000;

/**
 * Reading the audit log (issue 28): ops read every entry, a brand admin only their brand's (a
 * brand filter naming another brand finds nothing), reviewers and creators nothing.
 */
export function createAuditService(deps: { repo: AuditRepository }) {
  const { repo } = deps;

  /** The filter with the actor's scope applied. @throws AppError('forbidden') without one. */
  function scoped(actor: StaffActor, filter: AuditFilter) {
    const scope = auditScopeOf(actor);
    if (!scope) {
      throw new AppError('forbidden', 'Only ops and brand admins may read the audit log.');
    }
    return 'brandId' in scope ? { ...filter, scopeBrandId: scope.brandId } : filter;
  }

  return {
    /** One page of entries, newest first. @throws AppError('forbidden'). */
    async list(actor: StaffActor, query: AuditQuery): Promise<AuditPage> {
      const { page, page_size, ...filter } = query;
      const where = scoped(actor, filter);
      const [rows, total] = await Promise.all([
        repo.page(where, page_size, (page - 1) * page_size),
        repo.total(where),
      ]);
      return { items: rows.map(presentAuditEntry), page, page_size, total };
    },

    /**
     * Every matching entry as CSV, newest first, read in batches.
     * @throws AppError('forbidden'); AppError('bad_request') past AUDIT_EXPORT_MAX entries.
     */
    async exportCsv(actor: StaffActor, filter: AuditFilter): Promise<string> {
      const where = scoped(actor, filter);
      const total = await repo.total(where);
      if (total > AUDIT_EXPORT_MAX) {
        throw new AppError(
          'bad_request',
          `That is ${total} entries; an export holds at most ${AUDIT_EXPORT_MAX}. Narrow the dates or filters.`,
        );
      }
      const parts = [auditCsvHeader()];
      let beforeId: number | undefined;
      for (;;) {
        const rows = await repo.batch(where, beforeId, EXPORT_BATCH);
        if (rows.length === 0) break;
        parts.push(auditCsvRows(rows.map(presentAuditEntry)));
        beforeId = rows[rows.length - 1]!.entry.id;
        if (rows.length < EXPORT_BATCH) break;
      }
      return parts.join('');
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
