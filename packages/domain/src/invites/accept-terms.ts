/*
 * The accept block's rules and messages, without zod: the guidelines pages draw the block and
 * should not load the schema library for it (issue 17). accept-decline.ts re-exports them.
 */

/** Shown when accept is blocked by the terms checkboxes (part 1 sections 5 and 8). */
export const MUST_AGREE_TO_TERMS_MESSAGE =
  'You must agree to the terms and conditions in order to participate.';

/** Shown when custom terms fail to load; accept stays disabled (part 1 sections 5 and 8). */
export const TERMS_LOAD_ERROR_MESSAGE =
  'There was an error loading terms for this campaign. Please refresh the page to try again';

/** Confirmation before a decline, which cannot be undone (part 1 section 4 'decline'). */
export const DECLINE_CONFIRMATION_MESSAGE =
  "Are you sure you want to reject this campaign? It will be removed from your list and you won't be able to cancel this action in the future";

/**
 * Initial state of the accept block's checkboxes (part 1 section 5): the general terms checkbox
 * starts ticked, the custom terms checkbox starts unticked.
 */
export const ACCEPT_TERMS_DEFAULTS = {
  generalTermsTicked: true,
  customTermsTicked: false,
} as const;

export type AcceptTermsState = {
  generalTermsTicked: boolean;
  customTermsExist: boolean;
  customTermsTicked: boolean;
  termsLoadError: boolean;
};

/**
 * Whether ACCEPT is enabled (part 1 section 5): general terms ticked, custom terms ticked when
 * they exist, and no error loading the terms. The server checks the same before accepting.
 */
export function canAccept(state: AcceptTermsState): boolean {
  if (state.termsLoadError) return false;
  if (!state.generalTermsTicked) return false;
  return !state.customTermsExist || state.customTermsTicked;
}

/**
 * The message explaining why ACCEPT is disabled, or null when it is enabled (part 1 sections 5
 * and 8): the terms-load error takes precedence over the must-agree message.
 */
export function acceptBlockedMessage(state: AcceptTermsState): string | null {
  if (state.termsLoadError) return TERMS_LOAD_ERROR_MESSAGE;
  return canAccept(state) ? null : MUST_AGREE_TO_TERMS_MESSAGE;
}
