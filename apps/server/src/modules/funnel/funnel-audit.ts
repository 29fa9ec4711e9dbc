import type { DbOrTx } from '../../db/client';

/** One staff or system action on content, as the audit log records it (issue 28). */
export interface FunnelAuditEntry {
  actorUserId: number | null;
  actorRole: string;
  action: string;
  subject: { type: 'content'; id: number };
  before: { funnel_state: string };
  after: { funnel_state: string };
  reason: string | null;
  at: Date;
}

/**
 * The seam where the funnel writes its audit entry, in the transaction of the move. Issue 28's
 * audit module plugs its recorder in here (container.ts); until then the move's own trail
 * (content_transitions: who, role, from, to, action, reason, when) is the record.
 */
export interface FunnelAudit {
  record(entry: FunnelAuditEntry, tx: DbOrTx): Promise<void>;
}

export const trailOnlyAudit: FunnelAudit = { record: async () => {} };
