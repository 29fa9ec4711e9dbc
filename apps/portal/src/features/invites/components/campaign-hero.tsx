// The header of the invite pages lives in the kit: the console's "Preview as a creator" draws it too.
export { CampaignHero } from '@portal/web-kit/campaign/campaign-hero';
