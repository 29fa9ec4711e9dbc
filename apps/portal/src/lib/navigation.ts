/**
 * Lets code outside React (the api client) change the page. The router registers its own
 * `navigate` at start; before that, or outside a router, a full page load does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate) {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }) {
  navigateImpl(to, options);
}

/** The page the user is on, as path + search, for a `returnTo`. */
export function currentLocation(): string {
  return `${window.location.pathname}${window.location.search}`;
}
