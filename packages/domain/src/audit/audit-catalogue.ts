/**
 * The audit log's catalogue (issue 28, decision 530): every action any module records, with its
 * label, and every kind of target. A module adds its actions here, so the console's filter,
 * labels and CSV know them all. No zod here: the console's audit page reads it without loading
 * the schemas (issue 33); audit-log.ts builds its schemas on it and re-exports it.
 */
export const AUDIT_ACTIONS = {
  'brand.created': 'Brand created',
  'brand.updated': 'Brand edited',
  'brand.archived': 'Brand archived',
  'brand.restored': 'Brand restored',
  'staff.invited': 'Staff invited',
  'staff.invitation_resent': 'Staff invitation resent',
  'staff.invitation_revoked': 'Staff invitation revoked',
  'staff.joined': 'Staff joined',
  'staff.role_changed': 'Staff role changed',
  'staff.deactivated': 'Staff deactivated',
  'staff.reactivated': 'Staff reactivated',
  'account.password_changed': 'Password changed',
  'account.signed_out_everywhere': 'Signed out everywhere',
  'creator.invited': 'Creator invited to join',
  'creator.invitation_revoked': 'Creator invitation revoked',
  'campaign.created': 'Campaign created',
  'campaign.updated': 'Campaign edited',
  'campaign.published': 'Campaign published',
  'campaign.closed': 'Campaign closed',
  'invite.sent': 'Invite sent',
  'content.decided': 'Content decision',
  'invite_request.decided': 'Invite request decision',
  'payout.run': 'Payout run',
  'payout.marked_paid': 'Payout marked paid',
  'payout.batch_retried': 'Payout batch sent again',
  'payout.batch_released': 'Payout batch released',
  'payout.cancelled': 'Unclaimed payout cancelled',
  'flag.changed': 'Flag changed',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

export const AUDIT_TARGET_TYPES = [
  'brand',
  'user',
  'staff_invitation',
  'creator_invitation',
  'campaign',
  'invite',
  /** A studio invite by e-mail waiting for its address to sign up (issue 29). */
  'pending_invite',
  'content',
  'payout',
  'payout_batch',
  'flag',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
