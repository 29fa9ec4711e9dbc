import type { AuditFilter } from '@portal/domain/audit/audit-log';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { brands } from '../../db/schema/campaigns';
import { users } from '../../db/schema/users';

/** Reads the audit log (writing is `recordAudit`'s alone); newest first, two queries a page. */
export function createAuditRepository(db: DbOrTx) {
  const where = (filter: AuditFilter & { scopeBrandId?: number; beforeId?: number }) => {
    const w: SQL[] = [];
    if (filter.scopeBrandId !== undefined) w.push(eq(auditLog.brand_id, filter.scopeBrandId));
    if (filter.brand_id !== undefined) w.push(eq(auditLog.brand_id, filter.brand_id));
    if (filter.actor_id !== undefined) w.push(eq(auditLog.actor_id, filter.actor_id));
    if (filter.action !== undefined) w.push(eq(auditLog.action, filter.action));
    if (filter.target_type !== undefined) w.push(eq(auditLog.target_type, filter.target_type));
    if (filter.target_id !== undefined) w.push(eq(auditLog.target_id, filter.target_id));
    if (filter.from !== undefined) w.push(gte(auditLog.at, new Date(filter.from)));
    if (filter.to !== undefined) w.push(lt(auditLog.at, new Date(filter.to)));
    if (filter.beforeId !== undefined) w.push(lt(auditLog.id, filter.beforeId));
    return w.length ? and(...w) : undefined;
  };

  const rows = (filter: Parameters<typeof where>[0], limit: number, offset = 0) =>
    db
      .select({
        entry: auditLog,
        actor_email: users.email,
        brand_name: brands.name,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actor_id))
      .leftJoin(brands, eq(brands.id, auditLog.brand_id))
      .where(where(filter))
      .orderBy(desc(auditLog.id))
      .limit(limit)
      .offset(offset);

  return {
    /** One page of entries matching the filter, newest first. */
    page(filter: AuditFilter & { scopeBrandId?: number }, limit: number, offset: number) {
      return rows(filter, limit, offset);
    },

    async total(filter: AuditFilter & { scopeBrandId?: number }) {
      const [row] = await db.select({ n: count() }).from(auditLog).where(where(filter));
      return Number(row?.n ?? 0);
    },

    /** Entries older than `beforeId` (keyset: the CSV export reads the log in batches). */
    batch(
      filter: AuditFilter & { scopeBrandId?: number },
      beforeId: number | undefined,
      limit: number,
    ) {
      return rows({ ...filter, beforeId }, limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
export type AuditRow = Awaited<ReturnType<AuditRepository['page']>>[number];
