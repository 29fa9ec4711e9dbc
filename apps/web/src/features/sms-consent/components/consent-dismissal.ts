/** A prompt the creator closed stays closed for the rest of the browser session. */
export const consentDismissal = {
  isDismissed(key: string): boolean {
    try {
      return sessionStorage.getItem(`sms-consent:${key}`) === 'dismissed';
    } catch {
      return false;
    }
  },
  dismiss(key: string) {
    try {
      sessionStorage.setItem(`sms-consent:${key}`, 'dismissed');
    } catch {
      // Private mode without storage: the prompt just shows again next time.
    }
  },
};
