import { createQueryClient } from '@portal/web-kit/api/query-client';

/** The console's one query client: the session forgets its answers on sign-out. */
export const queryClient = createQueryClient();
