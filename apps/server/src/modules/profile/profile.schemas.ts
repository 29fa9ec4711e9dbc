import { ProfileSchema } from '@portal/domain/profile/profile-api';
import { z } from 'zod';

/** GET and PATCH api/v1/users answer `{ data }` (part 1 section 7: 'response field data is read'). */
export const ProfileResponseSchema = z.object({ data: ProfileSchema });

/**
 * PATCH api/v1/users body: `{ data }`, any subset of the profile fields. The fields are checked
 * by the service with the domain's ProfilePatchSchema, so errors come back keyed by field with
 * the messages the form shows.
 */
export const ProfilePatchBodySchema = z.object({
  data: z.record(z.string(), z.unknown()),
});
