import type { RouteNode } from '../../../../route-node';

/**
 * The content submission pages (spec part 2 section 2), children of /creator/dashboard: each a
 * lazy chunk, so Uppy loads only with the upload page.
 */
export const contentSubmissionPages: RouteNode[] = [
  { path: 'submit_generic_content', page: () => import('./generic-content') },
  {
    path: 'submit_generic_content/:contentMetadataId/edit',
    page: () => import('./generic-content-edit'),
  },
  {
    path: 'submit_generic_content/:contentMetadataId/success',
    page: () => import('./generic-content-success'),
  },
  { path: 'campaigns/:inviteId/submit_post', page: () => import('./post') },
  { path: 'submit_post_success', page: () => import('./post-success') },
  { path: 'submit_youtube_video', page: () => import('./youtube-video') },
  {
    path: 'campaigns/:inviteId/submit_youtube_video',
    page: () => import('./youtube-video'),
  },
  { path: 'submit_youtube_video_success', page: () => import('./youtube-video-success') },
  { path: 'campaigns/:inviteId/submissions', page: () => import('./submissions') },
];
