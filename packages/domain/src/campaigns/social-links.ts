import type { CampaignPlatform } from './workflows';

type LinkPlatform = 'instagram' | 'tiktok' | 'youtube' | 'snapchat';

function linkPlatform(platform: CampaignPlatform): LinkPlatform {
  if (platform === 'tiktok') return 'tiktok';
  if (platform === 'youtube_video') return 'youtube';
  if (platform === 'snapchat_video') return 'snapchat';
  return 'instagram';
}

const strip = (value: string, sign: '#' | '@') =>
  value.trim().replace(new RegExp(`^\\${sign}+`), '');

/**
 * The platform page of a campaign hashtag (part 1 section 2: "hashtags and screen names link to
 * the platform"). The tag is shown with '#' and linked without it, URL-encoded. Decision: Snapchat
 * has no public tag pages, so its tags link to Instagram's like the other image platforms.
 */
export function hashtagUrl(platform: CampaignPlatform, hashtag: string): string {
  const tag = encodeURIComponent(strip(hashtag, '#'));
  switch (linkPlatform(platform)) {
    case 'tiktok':
      return `https://www.tiktok.com/tag/${tag}`;
    case 'youtube':
      return `https://www.youtube.com/hashtag/${tag.toLowerCase()}`;
    default:
      return `https://www.instagram.com/explore/tags/${tag}/`;
  }
}

/** The platform profile of a campaign screen name ('@brand'), see `hashtagUrl`. */
export function screenNameUrl(platform: CampaignPlatform, screenName: string): string {
  const name = encodeURIComponent(strip(screenName, '@'));
  switch (linkPlatform(platform)) {
    case 'tiktok':
      return `https://www.tiktok.com/@${name}`;
    case 'youtube':
      return `https://www.youtube.com/@${name}`;
    case 'snapchat':
      return `https://www.snapchat.com/add/${name}`;
    default:
      return `https://www.instagram.com/${name}/`;
  }
}

/** A tag as shown: with its sign, whether stored with it or not. */
export function displayTag(value: string, sign: '#' | '@'): string {
  return `${sign}${strip(value, sign)}`;
}
