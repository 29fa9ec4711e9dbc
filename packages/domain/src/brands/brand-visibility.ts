/**
 * Issue 28 (decision 531): archiving a brand hides its campaigns from creators and stops new
 * invites, and deletes nothing. A creator no longer sees the brand's upcoming campaigns (nothing to
 * request) nor invites they have not answered (PENDING); what they accepted, submitted or were
 * paid for stays in their lists, with its history and payouts.
 */
export function creatorSeesCampaign(
  brand: { archived_at: Date | string | null },
  invite: { status: string } | null,
): boolean {
  if (brand.archived_at === null) return true;
  return invite !== null && invite.status !== 'PENDING';
}
