import { describe, expect, it } from 'vitest';
import { creatorSeesCampaign } from './brand-visibility';

const active = { archived_at: null };
const archived = { archived_at: '2026-02-01T00:00:00Z' };

describe('creatorSeesCampaign: archiving a brand hides its campaigns, history stays', () => {
  it.each([
    ['an active brand, upcoming (no invite)', active, null, true],
    ['an active brand, pending invite', active, { status: 'PENDING' }, true],
    ['an archived brand, upcoming (no invite)', archived, null, false],
    ['an archived brand, unanswered invite', archived, { status: 'PENDING' }, false],
    ['an archived brand, accepted invite', archived, { status: 'ACCEPTED' }, true],
    ['an archived brand, approved (submitting, paid)', archived, { status: 'APPROVED' }, true],
    ['an archived brand, declined invite', archived, { status: 'DENIED' }, true],
  ])('%s → %s', (_name, brand, invite, seen) => {
    expect(creatorSeesCampaign(brand, invite)).toBe(seen);
  });
});
