import { safeReturnTo as kitSafeReturnTo } from '@portal/web-kit/navigation/return-to';

/**
 * Every URL of the web app (spec part 1 and part 2, section 2 'Route map'), with getHref helpers.
 * `path` is the router pattern; `getHref` builds a link.
 */
const q = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const s = search.toString();
  return s ? `?${s}` : '';
};

export const paths = {
  home: { path: '/', getHref: () => '/' },

  app: {
    login: {
      path: '/app/login',
      getHref: (returnTo?: string) => `/app/login${q({ returnTo })}`,
    },
    signUp: { path: '/app/sign-up', getHref: () => '/app/sign-up' },
    forgotPassword: { path: '/app/forgot-password', getHref: () => '/app/forgot-password' },
    resetPassword: {
      path: '/app/reset-password',
      getHref: (token?: string) => `/app/reset-password${q({ token })}`,
    },
    connectSocialAccounts: {
      path: '/app/connect_social_accounts',
      getHref: (p: { returnTo?: string; socialPlatform?: 'instagram' | 'tiktok' } = {}) =>
        `/app/connect_social_accounts${q(p)}`,
    },
  },

  creator: {
    root: { path: '/creator', getHref: () => '/creator' },
    dashboard: {
      root: { path: '/creator/dashboard', getHref: () => '/creator/dashboard' },
      campaigns: {
        path: '/creator/dashboard/campaigns',
        getHref: () => '/creator/dashboard/campaigns',
      },
      profile: {
        path: '/creator/dashboard/profile',
        getHref: (p: { panel?: string; notice?: string } = {}) =>
          `/creator/dashboard/profile${q(p)}`,
      },
      analytics: {
        path: '/creator/dashboard/analytics',
        getHref: () => '/creator/dashboard/analytics',
      },
      earnings: {
        path: '/creator/dashboard/earnings',
        getHref: () => '/creator/dashboard/earnings',
      },
      analyticsPost: {
        path: '/creator/dashboard/analytics/post/:postId',
        getHref: (postId: string | number) => `/creator/dashboard/analytics/post/${postId}`,
      },
      submitPost: {
        path: '/creator/dashboard/campaigns/:inviteId/submit_post',
        getHref: (inviteId: string | number) =>
          `/creator/dashboard/campaigns/${inviteId}/submit_post`,
      },
      submitPostSuccess: {
        path: '/creator/dashboard/submit_post_success',
        getHref: (inviteId: string | number) =>
          `/creator/dashboard/submit_post_success${q({ inviteId: String(inviteId) })}`,
      },
      submitYoutubeVideo: {
        path: '/creator/dashboard/submit_youtube_video',
        getHref: (inviteId: string | number) =>
          `/creator/dashboard/submit_youtube_video${q({ inviteId: String(inviteId) })}`,
      },
      submitYoutubeVideoForInvite: {
        path: '/creator/dashboard/campaigns/:inviteId/submit_youtube_video',
        getHref: (inviteId: string | number) =>
          `/creator/dashboard/campaigns/${inviteId}/submit_youtube_video`,
      },
      submitYoutubeVideoSuccess: {
        path: '/creator/dashboard/submit_youtube_video_success',
        getHref: (inviteId: string | number) =>
          `/creator/dashboard/submit_youtube_video_success${q({ inviteId: String(inviteId) })}`,
      },
      submitGenericContent: {
        path: '/creator/dashboard/submit_generic_content',
        getHref: (inviteId: string | number) =>
          `/creator/dashboard/submit_generic_content${q({ inviteId: String(inviteId) })}`,
      },
      submitGenericContentEdit: {
        path: '/creator/dashboard/submit_generic_content/:contentMetadataId/edit',
        getHref: (contentMetadataId: string | number, inviteId: string | number) =>
          `/creator/dashboard/submit_generic_content/${contentMetadataId}/edit${q({ inviteId: String(inviteId) })}`,
      },
      submitGenericContentSuccess: {
        path: '/creator/dashboard/submit_generic_content/:contentMetadataId/success',
        getHref: (contentMetadataId: string | number, inviteId: string | number) =>
          `/creator/dashboard/submit_generic_content/${contentMetadataId}/success${q({ inviteId: String(inviteId) })}`,
      },
      submissions: {
        path: '/creator/dashboard/campaigns/:inviteId/submissions',
        getHref: (inviteId: string | number) =>
          `/creator/dashboard/campaigns/${inviteId}/submissions`,
      },
    },
    onboarding: {
      invite: {
        path: '/creator/onboarding/invite/:inviteId',
        getHref: (inviteId: string | number) => `/creator/onboarding/invite/${inviteId}`,
      },
      inviteGuidelines: {
        path: '/creator/onboarding/invite/:inviteId/guidelines',
        getHref: (inviteId: string | number) => `/creator/onboarding/invite/${inviteId}/guidelines`,
      },
      inviteWhatsNext: {
        path: '/creator/onboarding/invite/:inviteId/whats_next',
        getHref: (inviteId: string | number) => `/creator/onboarding/invite/${inviteId}/whats_next`,
      },
    },
    campaigns: {
      optInGuidelines: {
        path: '/creator/campaigns/opt-in/:id/guidelines',
        getHref: (id: string | number) => `/creator/campaigns/opt-in/${id}/guidelines`,
      },
      fullGuidelines: {
        path: '/creator/campaigns/full/:id/guidelines',
        getHref: (id: string | number) => `/creator/campaigns/full/${id}/guidelines`,
      },
    },
    content: {
      path: '/creator/content/:mediaId',
      getHref: (mediaId: string | number) => `/creator/content/${mediaId}`,
    },
    terms: { path: '/creator/terms', getHref: () => '/creator/terms' },
    support: { path: '/creator/support', getHref: () => '/creator/support' },
    setup: {
      root: { path: '/creator/setup', getHref: () => '/creator/setup' },
      information: {
        path: '/creator/setup/information',
        getHref: () => '/creator/setup/information',
      },
      accounts: { path: '/creator/setup/accounts', getHref: () => '/creator/setup/accounts' },
    },
    connectAccount: {
      path: '/creator/connect-account',
      getHref: (platform?: string, returnTo?: string) =>
        `/creator/connect-account${q({ platform, returnTo })}`,
    },
  },
} as const;

/** Where a signed-in creator lands by default. */
export const DEFAULT_CREATOR_HOME = paths.creator.dashboard.campaigns.getHref();

/** The post-login target: `returnTo` when it is a path of the creator area, else the campaigns list. */
export const safeReturnTo = (returnTo: string | null | undefined): string =>
  kitSafeReturnTo(returnTo, { area: '/creator', fallback: DEFAULT_CREATOR_HOME });
