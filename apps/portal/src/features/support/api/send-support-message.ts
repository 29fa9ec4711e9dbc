import type { SupportMessageInput, SupportMessageResult } from '@portal/domain/support/support-api';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/v1/support/messages: the message reaches the operator's support inbox. */
export const sendSupportMessage = (input: SupportMessageInput) =>
  api.post<SupportMessageResult>('/api/v1/support/messages', input);

/** The form shows its own errors (field messages, the hourly limit). */
export const useSendSupportMessage = () =>
  useMutation({ mutationFn: sendSupportMessage, meta: { errorNotification: false } });
