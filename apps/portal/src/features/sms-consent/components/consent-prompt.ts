import { SMS_CONSENT_REASK_AFTER_DAYS } from '@portal/domain/profile/sms-consent';
import { useEffect } from 'react';

const KEY = 'sms-consent:prompted';
const DAY_MS = 86_400_000;

/**
 * One text-message consent prompt, for every tab of the browser (issues 13, 31): the dashboard's
 * campaign-texts dialog and the profile's reminder share this mark, so a creator who saw one (and
 * answered it, or pressed Update Number) is not asked again by the other, on the next screen or
 * in a second tab. The mark is kept in local storage as the time it was set, for as long as the
 * spec waits before asking again (30 days).
 */
export const consentPrompt = {
  wasShown(now = Date.now()): boolean {
    try {
      const at = Number(localStorage.getItem(KEY));
      return Number.isFinite(at) && at > 0 && now - at < SMS_CONSENT_REASK_AFTER_DAYS * DAY_MS;
    } catch {
      return false;
    }
  },
  markShown(now = Date.now()) {
    try {
      localStorage.setItem(KEY, String(now));
    } catch {
      // Private mode without storage: a prompt may show again on the next visit.
    }
  },
};

/** Marks the browser as prompted as soon as a prompt is on screen. */
export function useMarkPromptShown(opened: boolean) {
  useEffect(() => {
    if (opened) consentPrompt.markShown();
  }, [opened]);
}

/**
 * Calls `onShownElsewhere` when another tab shows or answers a prompt: an open prompt here
 * closes instead of asking twice.
 */
export function useShownElsewhere(onShownElsewhere: () => void) {
  useEffect(() => {
    const listener = (event: StorageEvent) => {
      if (event.key === KEY && consentPrompt.wasShown()) onShownElsewhere();
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  }, [onShownElsewhere]);
}
