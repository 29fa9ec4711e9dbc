import { parsePlatform } from '@portal/domain/setup/setup';
import { PLATFORM_NAMES } from './platform-names';

const ERRORS: Record<string, string> = {
  cancelled: 'The connection was cancelled.',
  invalid_state: 'That connection link was not valid or has expired. Please try again.',
  exchange_failed: 'We could not finish connecting. Please try again.',
};

/**
 * The notice for the connect flow's return (`?connected=instagram` or `?connect_error=…`), or
 * null when the URL carries none.
 */
export function connectResultNotice(search: URLSearchParams) {
  const connected = parsePlatform(search.get('connected'));
  if (connected) return { color: 'green', message: `${PLATFORM_NAMES[connected]} connected.` };
  const error = search.get('connect_error');
  if (error) {
    return {
      color: 'red',
      title: 'Not connected',
      message: ERRORS[error] ?? ERRORS.exchange_failed!,
    };
  }
  return null;
}
