import { createInstagramClient, type InstagramClientOptions } from './instagram-client';
import type { SocialProvider } from './social-provider';
import { createTiktokClient, type TiktokClientOptions } from './tiktok-client';

/** The real provider: Instagram API with Instagram Login and TikTok Login Kit. */
export function createRealSocial(options: {
  instagram: InstagramClientOptions;
  tiktok: TiktokClientOptions;
}): SocialProvider {
  const instagram = createInstagramClient(options.instagram);
  const tiktok = createTiktokClient(options.tiktok);
  return {
    kind: 'real',
    client: (platform) => (platform === 'instagram' ? instagram : tiktok),
  };
}
