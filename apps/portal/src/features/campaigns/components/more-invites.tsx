import { Button, Text } from '@mantine/core';
import type { CardInvite } from '@portal/domain/campaigns/campaign-api';
import { type CampaignsListPart, showMoreLabel } from '@portal/domain/invites/campaigns-list-pages';
import { type ReactNode, useState } from 'react';
import { useCampaignsPart } from '../api/get-campaigns-part';

export type MoreInvitesProps = {
  part: CampaignsListPart;
  /** The part's total from the first answer. */
  total: number;
  /** The invites the first answer showed in this part (kept once by id). */
  shownIds: number[];
  card: (invite: CardInvite) => ReactNode;
};

/**
 * The rest of a long part of the campaigns list (decision 106): 'Show N more' fetches the next
 * page and lists its cards here. Loaded only for parts longer than one page.
 */
export default function MoreInvites({ part, total, shownIds, card }: MoreInvitesProps) {
  const [wanted, setWanted] = useState(false);
  const query = useCampaignsPart(part, shownIds.length, wanted);
  const seen = new Set(shownIds);
  const extra: CardInvite[] = [];
  for (const invite of query.data?.pages.flatMap((p) => p.invites) ?? []) {
    if (seen.has(invite.id)) continue;
    seen.add(invite.id);
    extra.push(invite);
  }
  const latestTotal = query.data?.pages.at(-1)?.total ?? total;
  const hasMore = query.data ? query.hasNextPage : true;
  const showMore = () => {
    if (!wanted) setWanted(true);
    else if (!query.data) void query.refetch();
    else void query.fetchNextPage();
  };

  return (
    <>
      {extra.map(card)}
      {query.isError && (
        <Text role="alert" c="red.8" size="sm">
          More campaigns could not be loaded. Please try again.
        </Text>
      )}
      {hasMore && (
        <Button variant="light" loading={query.isFetching} onClick={showMore}>
          {showMoreLabel(part, latestTotal, shownIds.length + extra.length)}
        </Button>
      )}
    </>
  );
}
