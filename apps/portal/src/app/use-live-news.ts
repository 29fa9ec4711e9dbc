import type { Notification } from '@portal/domain/notifications/notification-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { campaignsKeys } from '@/features/campaigns/api/campaigns-keys';
import { contentStatusKeys } from '@/features/content-status/api/content-status-keys';
import { earningsKeys } from '@/features/earnings/api/earnings-keys';
import { notificationsKeys } from '@/features/notifications/api/notifications';
import { afterFirstScreen } from '@/lib/after-first-screen';

const CONTENT_LINK = /^\/creator\/content\/(\d+)$/;

/**
 * Keeps the open portal current: each piece of news refreshes the bell and the screens it is
 * about (the content screen it links to, the campaigns, the earnings) and shows a toast. The
 * stream opens once the first screen is up; the screens' own polling remains the fallback.
 */
export function useLiveNews(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let close: (() => void) | undefined;
    let cancelled = false;
    const onNews = (news: Notification) => {
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
      const mediaId = CONTENT_LINK.exec(news.link)?.[1];
      if (mediaId) {
        void queryClient.invalidateQueries({ queryKey: contentStatusKeys.status(Number(mediaId)) });
      }
      void queryClient.invalidateQueries({ queryKey: campaignsKeys.all });
      if (news.kind.startsWith('payout_')) {
        void queryClient.invalidateQueries({ queryKey: earningsKeys.all });
      }
      void import('@/features/notifications/live/news-toast').then((m) => m.showNewsToast(news));
    };
    // The first screen brought its own data: the stream opens after it, off its critical path.
    const cancelOpen = afterFirstScreen(() => {
      void import('@/features/notifications/live/live-stream').then(({ openLiveStream }) => {
        if (!cancelled) close = openLiveStream(onNews);
      });
    });
    return () => {
      cancelled = true;
      cancelOpen();
      close?.();
    };
  }, [enabled, queryClient]);
}
