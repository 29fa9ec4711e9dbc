/**
 * The groups the server returns invites in (part 1 section 3 'Invite': "Invites are grouped as
 * active, extended, full, expired, rejected, failed_smart_questions").
 */
export const INVITE_GROUPS = [
  'active',
  'extended',
  'full',
  'rejected',
  'failed_smart_questions',
  'expired',
] as const;

export type InviteGroup = (typeof INVITE_GROUPS)[number];

/** The server's grouped invites; a missing group is read as empty. */
export type InviteGroups<T> = Partial<Record<InviteGroup, readonly T[] | null>>;

/**
 * The campaigns-list sections holding invites, in display order (part 1 section 2 'Campaigns
 * list'). Upcoming campaigns are not invites: they come as separate data and render between
 * `failedQuestions` and `past`.
 */
export type CampaignsListSections<T> = {
  /** 'Active Campaigns': active, then extended invites. */
  active: T[];
  full: T[];
  rejected: T[];
  failedQuestions: T[];
  /** 'Past Campaigns': expired invites. */
  past: T[];
};

/** Section titles the spec quotes (part 1 section 2 'Campaigns list'). */
export const CAMPAIGNS_LIST_TITLES = {
  active: 'Active Campaigns',
  past: 'Past Campaigns',
} as const;

const SECTION_OF_GROUP: Record<InviteGroup, keyof CampaignsListSections<unknown>> = {
  active: 'active',
  extended: 'active',
  full: 'full',
  rejected: 'rejected',
  failed_smart_questions: 'failedQuestions',
  expired: 'past',
};

/**
 * Puts the server's invite groups into the campaigns-list sections (part 1 section 2 'Campaigns
 * list'): active and extended → Active Campaigns; full; rejected; failed smart questions;
 * expired → Past Campaigns. Decision: the input is the server's groups (the server decides which
 * group an invite is in, using the clock); the server's order is kept within a group; an invite
 * listed in several groups is shown once, in the first group of INVITE_GROUPS' order.
 */
export function campaignsListSections<T extends { id: number }>(
  groups: InviteGroups<T>,
): CampaignsListSections<T> {
  const sections: CampaignsListSections<T> = {
    active: [],
    full: [],
    rejected: [],
    failedQuestions: [],
    past: [],
  };
  const seen = new Set<number>();
  for (const group of INVITE_GROUPS) {
    for (const invite of groups[group] ?? []) {
      if (seen.has(invite.id)) continue;
      seen.add(invite.id);
      sections[SECTION_OF_GROUP[group]].push(invite);
    }
  }
  return sections;
}

/**
 * The completed-campaigns tile of Past Campaigns (part 1 section 2): '{n} COMPLETED CAMPAIGN',
 * singular only when n is 1 (so '0 COMPLETED CAMPAIGNS').
 */
export function completedCampaignsLabel(n: number): string {
  return `${n} COMPLETED CAMPAIGN${n === 1 ? '' : 'S'}`;
}

export type CampaignsListEmptyState =
  | { title: 'No active campaigns!'; subtitle: 'Check back later and keep an eye on your inbox.' }
  | {
      title: 'Tell us about yourself to unlock campaign invites';
      link: { label: 'COMPLETE MY PROFILE'; target: 'profile' };
    };

/**
 * The campaigns list's empty state (part 1 section 2 'Campaigns list'), or null when something is
 * listed. Decision: the list counts as empty when no current invite (every section but Past
 * Campaigns) exists; past invites still show below the empty state. Upcoming campaigns are not
 * invites: with an incomplete profile the 'Tell us about yourself' block shows above them
 * (decision 013 — upcoming campaigns nearly always exist, so it never showed); with a complete one
 * they are what the creator can do now, so 'No active campaigns!' is left out.
 */
export function campaignsListEmptyState(input: {
  sections: CampaignsListSections<unknown>;
  upcomingCount: number;
  profileComplete: boolean;
}): CampaignsListEmptyState | null {
  const { active, full, rejected, failedQuestions } = input.sections;
  const current = active.length + full.length + rejected.length + failedQuestions.length;
  if (current > 0) return null;
  if (input.profileComplete) {
    if (input.upcomingCount > 0) return null;
    return {
      title: 'No active campaigns!',
      subtitle: 'Check back later and keep an eye on your inbox.',
    };
  }
  return {
    title: 'Tell us about yourself to unlock campaign invites',
    link: { label: 'COMPLETE MY PROFILE', target: 'profile' },
  };
}

/** End-of-list prompt, shown only when the profile is incomplete (part 1 section 2). */
export function endOfListPrompt(profileComplete: boolean): string | null {
  return profileComplete ? null : 'To see more campaigns please update your profile';
}
