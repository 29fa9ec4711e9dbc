import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

interface RouteModule {
  default: ComponentType;
  ErrorBoundary?: ComponentType;
}

const convert = (module: RouteModule) => ({
  Component: module.default,
  ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}),
});

/**
 * The content submission pages (spec part 2 section 2), children of /creator/dashboard: each a
 * lazy chunk, so Uppy loads only with the upload page.
 */
export const contentSubmissionRoutes: RouteObject[] = [
  { path: 'submit_generic_content', lazy: () => import('./generic-content').then(convert) },
  {
    path: 'submit_generic_content/:contentMetadataId/edit',
    lazy: () => import('./generic-content-edit').then(convert),
  },
  {
    path: 'submit_generic_content/:contentMetadataId/success',
    lazy: () => import('./generic-content-success').then(convert),
  },
  { path: 'campaigns/:inviteId/submit_post', lazy: () => import('./post').then(convert) },
  { path: 'submit_post_success', lazy: () => import('./post-success').then(convert) },
  { path: 'submit_youtube_video', lazy: () => import('./youtube-video').then(convert) },
  {
    path: 'campaigns/:inviteId/submit_youtube_video',
    lazy: () => import('./youtube-video').then(convert),
  },
  {
    path: 'submit_youtube_video_success',
    lazy: () => import('./youtube-video-success').then(convert),
  },
  { path: 'campaigns/:inviteId/submissions', lazy: () => import('./submissions').then(convert) },
];
