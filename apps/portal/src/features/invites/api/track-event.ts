import type { AnalyticsEventInput } from '@portal/domain/analytics/events';
import { api } from '@/lib/api-client';

/**
 * Sends an analytics event to the sink. Never fails the action that triggered it: a failure is
 * logged. The id makes a retried send count once.
 */
export async function trackEvent(name: string, properties: AnalyticsEventInput['properties']) {
  try {
    await api.post('/api/v1/events', { id: crypto.randomUUID(), name, properties });
  } catch (error) {
    console.warn('analytics event not sent', name, error);
  }
}
