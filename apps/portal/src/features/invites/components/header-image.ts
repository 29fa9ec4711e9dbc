// The header picture's address lives in the kit: the console's preview draws it too.
export { DEFAULT_HEADER_IMAGE, headerImageUrl } from '@portal/web-kit/campaign/header-image';
