import type { SocialConfig } from '../../config';
import { createRealSocial } from './real-social';
import { createSandboxSocial, type SandboxSocial } from './sandbox-social';
import type { SocialProvider } from './social-provider';

/**
 * The configured social adapter. The sandbox is also returned on its own, because its consent
 * page is served by this app; with the real provider it is null and that page does not exist.
 */
export function createSocialProvider(
  config: SocialConfig,
  secret: string,
  clock: () => Date,
): { provider: SocialProvider; sandbox: SandboxSocial | null } {
  if (config.provider === 'real' && config.instagram && config.tiktok) {
    return {
      provider: createRealSocial({
        instagram: { ...config.instagram, clock },
        tiktok: { ...config.tiktok, clock },
      }),
      sandbox: null,
    };
  }
  const sandbox = createSandboxSocial({ secret, clock });
  return { provider: sandbox, sandbox };
}
