import type { DbOrTx } from '../../db/client';
import { recordAudit } from '../audit/audit.recorder';

/** One action on content, as the funnel hands it to the audit log (issue 28). */
export interface FunnelAuditEntry {
  actorUserId: number | null;
  actorRole: string;
  action: string;
  subject: { type: 'content'; id: number; label: string; brandId: number };
  before: { funnel_state: string };
  after: { funnel_state: string };
  reason: string | null;
  at: Date;
}

/** Where the funnel writes its audit entry, in the transaction of the move. */
export interface FunnelAudit {
  record(entry: FunnelAuditEntry, tx: DbOrTx): Promise<void>;
}

/**
 * The audit log's recorder (decision 530) for the funnel: every staff decision (ops, brand) on
 * content is a `content.decided` entry — who, which content of which brand's campaign, the
 * state before and after and the action and reason — written in the move's transaction. The
 * creator's own updates and the system's moves are not staff actions: the content's trail
 * (content_transitions) records those.
 */
export const auditLogFunnelAudit: FunnelAudit = {
  async record(entry, tx) {
    if (entry.actorRole !== 'ops' && entry.actorRole !== 'brand') return;
    await recordAudit(tx, {
      actorId: entry.actorUserId,
      action: 'content.decided',
      target: { type: 'content', id: entry.subject.id, label: entry.subject.label },
      brandId: entry.subject.brandId,
      // The shape main's review decisions already wrote (82d30e0): state, action, reason if any.
      before: { state: entry.before.funnel_state },
      after: {
        state: entry.after.funnel_state,
        action: entry.action,
        ...(entry.reason ? { reason: entry.reason } : {}),
      },
      at: entry.at,
    });
  },
};
