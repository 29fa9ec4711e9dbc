import { z } from 'zod';
import { EMAIL_MAX } from '../brands/brand-api';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-length';
import type { StaffRole } from './staff-roles';

/**
 * Issue 28: staff invitations and the team list (decision 532). An invitation names an e-mail
 * and a role (ops, or a brand role for one brand); the invitee sets a password from the e-mailed
 * link, which works once, is stored only as a hash and expires.
 */

/** How long an invitation link works (ours): long enough to be read after a weekend. */
export const STAFF_INVITATION_TTL_HOURS = 72;
/** How long the first admin's link from the command line works (issue 28: 'e.g. 24 h'). */
export const FIRST_ADMIN_LINK_TTL_HOURS = 24;
export { PASSWORD_MAX, PASSWORD_MIN } from './password-length';

export const STAFF_MESSAGES = {
  email: 'Please enter a valid email address.',
  brandRequired: 'Choose the brand this person works for.',
  alreadyStaff: 'This person already has an account.',
  alreadyInvited:
    'An invitation to this address is already waiting with another role. Revoke it first.',
  password: `Your password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`,
  /** What the set-password page says for each link that no longer works. */
  linkExpired: 'This invitation link has expired.',
  linkUsed: 'This invitation link was already used. Sign in with the password you set.',
  linkRevoked: 'This invitation was withdrawn.',
  linkUnknown: 'This link is not valid. Check that you copied all of it.',
  askAgain: 'Ask the person who invited you to send a new invitation.',
  notFound: 'The staff member was not found.',
  ownRole: 'You cannot change your own role.',
  ownAccount: 'You cannot deactivate your own account.',
  deactivated: 'This person is deactivated. Reactivate them first.',
} as const;

export const StaffEmailSchema = z
  .string({ error: STAFF_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { error: STAFF_MESSAGES.email })
  .pipe(z.email({ error: STAFF_MESSAGES.email }));

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** A role on the wire: `ops`, `brand_admin` or `brand_reviewer`, with the brand for the last two. */
export const STAFF_ROLE_NAMES = ['ops', 'brand_admin', 'brand_reviewer'] as const;
export type StaffRoleName = (typeof STAFF_ROLE_NAMES)[number];

export const StaffRoleInputSchema = z
  .object({
    role: z.enum(STAFF_ROLE_NAMES),
    brand_id: id.nullable().optional(),
  })
  .refine((v) => v.role === 'ops' || v.brand_id != null, {
    error: STAFF_MESSAGES.brandRequired,
    path: ['brand_id'],
  });

/** The role a wire name and brand make. */
export function staffRoleFrom(input: { role: StaffRoleName; brand_id?: number | null }): StaffRole {
  if (input.role === 'ops') return { kind: 'ops' };
  return {
    kind: 'brand',
    brandId: input.brand_id!,
    brandRole: input.role === 'brand_admin' ? 'admin' : 'reviewer',
  };
}

/** The wire name of a role. */
export function staffRoleName(role: StaffRole): StaffRoleName {
  if (role.kind === 'ops') return 'ops';
  return role.brandRole === 'admin' ? 'brand_admin' : 'brand_reviewer';
}

export const StaffInviteSchema = z
  .object({
    email: StaffEmailSchema,
    role: z.enum(STAFF_ROLE_NAMES),
    brand_id: id.nullable().optional(),
  })
  .refine((v) => v.role === 'ops' || v.brand_id != null, {
    error: STAFF_MESSAGES.brandRequired,
    path: ['brand_id'],
  });
export type StaffInviteInput = z.input<typeof StaffInviteSchema>;

export const StaffRoleChangeSchema = StaffRoleInputSchema;

export const StaffListQuerySchema = z.object({
  /** Ops only: one brand's team; a brand admin always reads their own. */
  brand_id: id.optional(),
});

export const InvitationParamsSchema = z.object({ invitationId: id });
export const StaffUserParamsSchema = z.object({ userId: id });

const RoleSchema = z.object({
  role: z.enum(STAFF_ROLE_NAMES),
  brand: z.object({ id: z.number(), name: z.string() }).nullable(),
});

/** GET /api/v1/console/me: who the console's user is, for its sections by role. */
export const ConsoleMeSchema = RoleSchema.extend({ id: z.number(), email: z.string() });
export type ConsoleMe = z.infer<typeof ConsoleMeSchema>;

export const StaffMemberSchema = RoleSchema.extend({
  id: z.number(),
  email: z.string(),
  /** ISO 8601 or null: deactivated people keep their history but cannot sign in. */
  deactivated_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const INVITATION_STATES = ['pending', 'expired', 'accepted', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const StaffInvitationSchema = RoleSchema.extend({
  id: z.number(),
  email: z.string(),
  state: z.enum(INVITATION_STATES),
  invited_by: z.string().nullable(),
  sent_at: z.string(),
  expires_at: z.string(),
  send_count: z.number(),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;

export const StaffListSchema = z.object({
  members: z.array(StaffMemberSchema),
  invitations: z.array(StaffInvitationSchema),
});
export type StaffList = z.infer<typeof StaffListSchema>;

/**
 * Where an invitation stands: accepted and revoked are final; an open one is pending until
 * `expiresAt`, then expired.
 */
export function invitationState(
  inv: { accepted_at: Date | null; revoked_at: Date | null; expires_at: Date },
  now: Date,
): InvitationState {
  if (inv.accepted_at) return 'accepted';
  if (inv.revoked_at) return 'revoked';
  return inv.expires_at.getTime() > now.getTime() ? 'pending' : 'expired';
}

/** The opaque token of an e-mailed link (43 base64url characters; we accept a little slack). */
export const LinkTokenSchema = z
  .string()
  .trim()
  .min(20)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, { error: STAFF_MESSAGES.linkUnknown });

export const InvitationCheckBodySchema = z.object({ token: LinkTokenSchema });

/** What the set-password page learns from its link before asking for a password. */
export const InvitationCheckSchema = z.object({
  state: z.enum([...INVITATION_STATES, 'unknown']),
  email: z.string().nullable(),
  role: z.enum(STAFF_ROLE_NAMES).nullable(),
  brand_name: z.string().nullable(),
  /** For a link that no longer works: who to ask for a new one. */
  invited_by: z.string().nullable(),
});
export type InvitationCheck = z.infer<typeof InvitationCheckSchema>;

export const InvitationAcceptSchema = z.object({
  token: LinkTokenSchema,
  password: z.string().min(PASSWORD_MIN, { error: STAFF_MESSAGES.password }).max(PASSWORD_MAX, {
    error: STAFF_MESSAGES.password,
  }),
});

export const InvitationAcceptedSchema = z.object({ email: z.string() });

/** The message a link in `state` shows; null while it works. */
export function invitationLinkMessage(state: InvitationCheck['state']): string | null {
  switch (state) {
    case 'pending':
      return null;
    case 'expired':
      return STAFF_MESSAGES.linkExpired;
    case 'accepted':
      return STAFF_MESSAGES.linkUsed;
    case 'revoked':
      return STAFF_MESSAGES.linkRevoked;
    default:
      return STAFF_MESSAGES.linkUnknown;
  }
}
