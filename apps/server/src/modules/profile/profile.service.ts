import { AppError, type FieldErrors } from '@portal/domain/errors/app-error';
import { ERROR_ENTRIES } from '@portal/domain/errors/error-catalogue';
import { assertCanChangeOwned, assertCanUsePortal } from '@portal/domain/policies';
import { isStateForCountry } from '@portal/domain/profile/places';
import type { Profile } from '@portal/domain/profile/profile-api';
import { computeProfileProgress } from '@portal/domain/profile/progress';
import { parseConsentTimestamp } from '@portal/domain/profile/sms-consent';
import {
  DUPLICATE_SNAPCHAT_HANDLE_MESSAGE,
  DUPLICATE_TWITTER_HANDLE_MESSAGE,
  fieldErrorMessage,
  formErrorMessage,
  PROFILE_FIELD_LABELS,
  type ProfilePatch,
  ProfilePatchSchema,
  profileFieldErrors,
} from '@portal/domain/profile/validation';
import type { Db, DbOrTx } from '../../db/client';
import type { AccessClaims } from '../auth/tokens';
import type { ContactsService } from '../contacts/contacts.service';
import { presentProfile } from './profile.presenter';
import type {
  ProfileColumns,
  ProfileRecord,
  ProfileRepository,
  UserConsentColumns,
} from './profile.repository';

const DUPLICATE_HANDLES = {
  snapchat_handle: DUPLICATE_SNAPCHAT_HANDLE_MESSAGE,
  twitter_handle: DUPLICATE_TWITTER_HANDLE_MESSAGE,
} as const;
type UniqueHandle = keyof typeof DUPLICATE_HANDLES;

const USER_FIELDS = new Set([
  'consents_to_sms_messaging',
  'tcpa_last_consent_given_at',
  'tcpa_count_consents_given',
]);

const actorOf = (claims: AccessClaims) => ({
  id: claims.userId,
  type: claims.type,
  brandId: claims.brandId,
});

function invalid(fields: FieldErrors): AppError {
  return new AppError('validation_failed', formErrorMessage(fields), { fields });
}

function duplicateHandle(field: UniqueHandle): AppError {
  const message = DUPLICATE_HANDLES[field];
  const entry =
    field === 'snapchat_handle'
      ? ERROR_ENTRIES.duplicateSnapchatHandle
      : ERROR_ENTRIES.duplicateTwitterHandle;
  return new AppError('validation_failed', message, {
    fields: { [field]: message },
    errors: [entry],
  });
}

/** The unique index a failed insert or update hit, from the driver error or its cause. */
function violatedConstraint(error: unknown): string | null {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505') return e.constraint ?? '';
    e = e.cause as typeof e;
  }
  return null;
}

/** Splits a checked patch into profile columns and user columns. */
function toColumns(patch: ProfilePatch): { profile: ProfileColumns; user: UserConsentColumns } {
  const profile: Record<string, unknown> = {};
  const user: UserConsentColumns = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || USER_FIELDS.has(key)) continue;
    profile[key] = key === 'contact_preference_text' ? Boolean(value) : value;
  }
  if (patch.consents_to_sms_messaging !== undefined) {
    user.consents_to_sms_messaging = Boolean(patch.consents_to_sms_messaging);
  }
  if (patch.tcpa_last_consent_given_at !== undefined) {
    user.tcpa_last_consent_given_at = parseConsentTimestamp(patch.tcpa_last_consent_given_at);
  }
  if (patch.tcpa_count_consents_given !== undefined) {
    user.tcpa_count_consents_given = patch.tcpa_count_consents_given;
  }
  return { profile: profile as ProfileColumns, user };
}

interface Deps {
  db: Db;
  repo: ProfileRepository;
  contacts: ContactsService;
  clock: () => Date;
  /**
   * The creator's PayPal e-mail changed (issue 14): payouts that failed or came back go out
   * again to it. Runs in the profile's transaction.
   */
  onPaypalEmailChange?: (userId: number, email: string, tx: DbOrTx) => Promise<unknown>;
}

/** The creator's own profile: read it, and save any part of it (part 1 sections 2, 4, 5, 7). */
export function createProfileService({ db, repo, contacts, clock, onPaypalEmailChange }: Deps) {
  async function load(userId: number): Promise<ProfileRecord> {
    const record = await repo.find(userId);
    if (!record) throw new AppError('unauthenticated', 'Your account no longer exists.');
    return record;
  }

  async function assertHandlesFree(userId: number, patch: ProfilePatch) {
    for (const field of Object.keys(DUPLICATE_HANDLES) as UniqueHandle[]) {
      const handle = patch[field];
      if (handle && (await repo.handleOwner(field, handle, userId)) !== null) {
        throw duplicateHandle(field);
      }
    }
  }

  return {
    /** The signed-in creator's profile. @throws AppError forbidden for non-creators. */
    async getProfile(actor: AccessClaims): Promise<Profile> {
      assertCanUsePortal(actorOf(actor));
      return presentProfile(await load(actor.userId));
    },

    /**
     * PATCH api/v1/users: checks `data` with the domain's ProfilePatchSchema (and the state
     * against the merged country), refuses a Snapchat or Twitter handle another creator holds,
     * then writes profile, consent fields, the recomputed profile_progress and the mobile
     * contact in one transaction. Sending the same patch twice leaves the same row.
     * @throws AppError validation_failed with details.fields (nothing written), not_found when
     * `data.user_id` names another user, forbidden for non-creators.
     */
    async patchProfile(actor: AccessClaims, data: Record<string, unknown>): Promise<Profile> {
      assertCanUsePortal(actorOf(actor));
      if (data.user_id !== undefined && data.user_id !== null) {
        assertCanChangeOwned(actorOf(actor), String(data.user_id), 'user');
      }
      const parsed = ProfilePatchSchema.safeParse(data);
      if (!parsed.success) throw invalid(profileFieldErrors(parsed.error));
      const patch = parsed.data;
      const current = await load(actor.userId);
      const merged = { ...current.profile, ...patch };
      if (
        (patch.country !== undefined || patch.state !== undefined) &&
        !isStateForCountry(merged.country, merged.state)
      ) {
        throw invalid({ state: fieldErrorMessage(PROFILE_FIELD_LABELS.state) });
      }
      await assertHandlesFree(actor.userId, patch);
      const { profile, user } = toColumns(patch);
      user.profile_progress = computeProfileProgress(merged);
      const now = clock();
      try {
        await db.transaction(async (tx) => {
          await repo.save(actor.userId, profile, user, now, tx);
          const phone = merged.phone_number;
          if (phone && (patch.phone_number !== undefined || patch.country !== undefined)) {
            await contacts.syncMobileFromProfile(actor.userId, phone, merged.country, tx);
          }
          const paypal = patch.paypal_account?.trim();
          if (paypal && paypal !== current.profile?.paypal_account && onPaypalEmailChange) {
            await onPaypalEmailChange(actor.userId, paypal, tx);
          }
        });
      } catch (error) {
        const constraint = violatedConstraint(error);
        if (constraint?.includes('snapchat')) throw duplicateHandle('snapchat_handle');
        if (constraint?.includes('twitter')) throw duplicateHandle('twitter_handle');
        throw error;
      }
      return presentProfile(await load(actor.userId));
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
