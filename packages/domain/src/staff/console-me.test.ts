import { describe, expect, it } from 'vitest';
import { canManageCampaign, managesCampaigns } from '../studio/studio-policy';
import { actorOfConsoleMe } from './console-me';

const me = (role: 'ops' | 'brand_admin' | 'brand_reviewer', brandId: number | null) => ({
  id: 7,
  email: 'someone@example.com',
  role,
  brand: brandId === null ? null : { id: brandId, name: 'Acme' },
});

describe('the console reads its user as the studio policy does', () => {
  it('lets ops and a brand admin start campaigns, a reviewer none (issue 29: reviewers read)', () => {
    expect(canManageCampaign(actorOfConsoleMe(me('ops', null)), 3)).toBe(true);
    expect(canManageCampaign(actorOfConsoleMe(me('brand_admin', 3)), 3)).toBe(true);
    expect(canManageCampaign(actorOfConsoleMe(me('brand_admin', 3)), 4)).toBe(false);
    expect(canManageCampaign(actorOfConsoleMe(me('brand_reviewer', 3)), 3)).toBe(false);
  });

  it('shows a reviewer the studio read-only: no saving, publishing, closing or inviting (issues 28, 29)', () => {
    expect(managesCampaigns(actorOfConsoleMe(me('ops', null)))).toBe(true);
    expect(managesCampaigns(actorOfConsoleMe(me('brand_admin', 3)))).toBe(true);
    expect(managesCampaigns(actorOfConsoleMe(me('brand_reviewer', 3)))).toBe(false);
  });
});
