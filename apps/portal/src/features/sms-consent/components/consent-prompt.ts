import { useEffect } from 'react';

const KEY = 'sms-consent:prompted';

/**
 * One text-message consent prompt per visit (issue 13): the dashboard's campaign-texts dialog and
 * the profile's reminder share this mark, so a creator who saw one (and, say, pressed Update
 * Number) is not asked again by the other on the next screen. Kept for the browser session.
 */
export const consentPrompt = {
  wasShown(): boolean {
    try {
      return sessionStorage.getItem(KEY) === 'shown';
    } catch {
      return false;
    }
  },
  markShown() {
    try {
      sessionStorage.setItem(KEY, 'shown');
    } catch {
      // Private mode without storage: a prompt may show again on the next visit.
    }
  },
};

/** Marks the visit as prompted as soon as a prompt is on screen. */
export function useMarkPromptShown(opened: boolean) {
  useEffect(() => {
    if (opened) consentPrompt.markShown();
  }, [opened]);
}
