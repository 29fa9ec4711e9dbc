import type { HeaderImageSource } from '@portal/domain/campaigns/campaign-text';

/** The default header picture, served by the app. */
export const DEFAULT_HEADER_IMAGE = '/demo/campaigns/default-header.svg';

/**
 * The URL of a header image source (domain headerImageSource). Decision: a sample post filename
 * that is not already a path or URL names a file under /demo/campaigns/ (docs/decisions/102).
 */
export function headerImageUrl(source: HeaderImageSource): string {
  if (source.kind === 'default') return DEFAULT_HEADER_IMAGE;
  if (source.kind === 'sample-post-filename' && !/^(\/|https?:)/.test(source.value)) {
    return `/demo/campaigns/${source.value}`;
  }
  return source.value;
}
