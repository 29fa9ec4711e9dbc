import { z } from 'zod';
import { StaffEmailSchema } from './staff-api';

/**
 * Issue 28 (decision 533): inviting a person by e-mail to join as a creator. The e-mail links to
 * sign-up with the address filled in; signing up with that address claims the invitation, and
 * one naming a campaign leaves a waiting invite to it.
 */
export const CREATOR_NOTE_MAX = 1000;

export const CreatorInviteSchema = z.object({
  email: StaffEmailSchema,
  /** The campaign whose invite waits for them (the campaign studio); absent: just join. */
  campaign_id: z.coerce.number().int().positive().max(2_147_483_647).nullable().optional(),
  note: z.string().trim().max(CREATOR_NOTE_MAX).nullable().optional(),
});
export type CreatorInviteInput = z.input<typeof CreatorInviteSchema>;

export const CreatorInvitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  campaign: z.object({ id: z.number(), name: z.string() }).nullable(),
  brand: z.object({ id: z.number(), name: z.string() }).nullable(),
  state: z.enum(['waiting', 'joined', 'revoked']),
  invited_by: z.string().nullable(),
  sent_at: z.string(),
});
export type CreatorInvitation = z.infer<typeof CreatorInvitationSchema>;

/**
 * What inviting answered: a new invitation, the same one sent before (nothing sent again), or a
 * person who already has a creator account (the caller invites them to the campaign directly).
 */
export const CreatorInviteResultSchema = z.object({
  outcome: z.enum(['invited', 'already_invited', 'already_a_creator']),
  invitation: CreatorInvitationSchema.nullable(),
  user_id: z.number().nullable(),
});
export type CreatorInviteResult = z.infer<typeof CreatorInviteResultSchema>;

export const CreatorInvitationListSchema = z.object({ items: z.array(CreatorInvitationSchema) });

/** The portal's sign-up page with the invited address filled in. */
export const creatorSignUpPath = (email: string) =>
  `/app/sign-up?email=${encodeURIComponent(email)}`;
