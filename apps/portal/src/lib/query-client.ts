import { createQueryClient } from '@portal/web-kit/api/query-client';

/** The portal's one query client: the session's sign-out and the campaigns route reach it here. */
export const queryClient = createQueryClient();
