import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyError } from '../ui/notify';
import { isApiError } from './api-error';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorNotification?: boolean };
    /** `errorNotification: false` for mutations whose form shows the error itself. */
    mutationMeta: { errorNotification?: boolean };
  }
}

/** No retries for 4xx (the answer will not change); at most two for network and 5xx. */
function retry(failureCount: number, error: unknown) {
  if (isApiError(error) && error.status !== undefined && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A background refetch that fails keeps the data on screen: no toast for it.
        if (query.state.data !== undefined) return;
        if (query.meta?.errorNotification === false) return;
        // A read of something that is not there: the page says so itself (its not-found page or
        // its own line), so a toast would only say it twice.
        if (isApiError(error) && error.status === 404) return;
        notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorNotification === false) return;
        notifyError(error);
      },
    }),
    defaultOptions: {
      queries: { retry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
