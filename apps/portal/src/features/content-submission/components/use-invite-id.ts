import { useParams, useSearchParams } from 'react-router';

/** The inviteId of a submit page: a route param or a query param; null when absent or malformed. */
export function useInviteId(): number | null {
  const params = useParams();
  const [search] = useSearchParams();
  const raw = params.inviteId ?? search.get('inviteId');
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}

/** A positive integer from a string, else null. */
export function positiveId(raw: string | null | undefined): number | null {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}
