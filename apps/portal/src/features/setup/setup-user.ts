import { type StoredCategory, selectionFromStored } from '@portal/domain/categories/categories';
import { connectedAccounts, isSetupComplete, type SetupUser } from '@portal/domain/setup/setup';
import type { SetupProfile } from './types';

/** The setup profile in the shape the domain's setup rules read. */
export function toSetupUser(profile: SetupProfile): SetupUser {
  return {
    email: profile.email,
    authedTiktokCreator: profile.authedTiktokCreator,
    leads: { instagram: profile.leads.instagram },
    profile: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      youtube_handle: profile.youtube_handle,
      twitter_handle: profile.twitter_handle,
      snapchat_handle: profile.snapchat_handle,
      pinterest_handle: profile.pinterest_handle,
      access_tokens: profile.access_tokens,
    },
  };
}

/** Everything the setup screens show, derived once from the loaded data by the domain rules. */
export function setupState(profile: SetupProfile, categories: StoredCategory[]) {
  const user = toSetupUser(profile);
  return {
    complete: isSetupComplete(user, categories),
    accounts: connectedAccounts(user),
    expired: profile.access_tokens.filter((t) => t.expired).map((t) => t.platform),
    selection: selectionFromStored(categories),
  };
}
