import { AppError } from '@portal/domain/errors/app-error';
import { assertCanUsePortal } from '@portal/domain/policies';
import type { AccessClaims } from '../auth/tokens';
import type { CampaignsRepository } from '../campaigns/campaigns.repository';
import { actorOf, type CampaignsService } from '../campaigns/campaigns.service';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** Custom campaign terms: reading them and recording the creator's agreement. */
export function createCampaignTermsService(deps: {
  campaignsRepo: CampaignsRepository;
  campaigns: CampaignsService;
}) {
  const { campaignsRepo, campaigns } = deps;
  return {
    /**
     * A campaign's custom terms (GET /creator/onboarding/campaignTerms/:campaignId), null when it
     * has none.
     * @throws AppError 'not_found' for a campaign the creator may not see.
     */
    async getCampaignTerms(claims: AccessClaims, campaignId: number) {
      await campaigns.findVisibleCampaign(claims, campaignId);
      const terms = await campaignsRepo.findCustomTermsOfCampaign(campaignId);
      return {
        customTerms: terms
          ? { id: terms.id, brand_name: terms.brand_name, s3_key: terms.s3_key }
          : null,
      };
    },

    /**
     * Records the creator's agreement to custom terms (POST .../campaign_terms_agreement). Doing
     * it again keeps the first agreement.
     * @throws AppError 'not_found' for unknown terms or terms of a campaign the creator may not see.
     */
    async agreeToTerms(claims: AccessClaims, customTermsId: number) {
      assertCanUsePortal(actorOf(claims));
      const terms = await campaignsRepo.findCustomTerms(customTermsId);
      if (!terms) throw new AppError('not_found', 'The campaign terms were not found.');
      await campaigns.findVisibleCampaign(claims, terms.campaign_id);
      const agreedAt = await campaignsRepo.recordAgreement(customTermsId, claims.userId);
      return {
        custom_terms_id: customTermsId,
        agreed: true as const,
        agreed_at: seconds(agreedAt),
      };
    },
  };
}
