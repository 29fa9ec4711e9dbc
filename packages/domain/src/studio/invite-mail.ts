/**
 * The e-mails the studio's invites send (our copy: the spec has no campaign invite e-mail). A
 * creator on the portal hears of the invite with a link to it; a person not on the portal yet
 * gets a link to sign up with their address, and the invite waits for them.
 */

/**
 * The accept-by moment as the portal's card shows it (date and time in the creator's zone), so
 * the e-mail and the card name the same day. A person whose zone is not known yet (not signed
 * up, or no browser has told us) reads it in UTC, said so.
 */
export function answerByText(at: Date, timeZone: string | null | undefined): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
    }).format(at);
  if (timeZone) {
    try {
      return format(timeZone);
    } catch {
      // An unknown zone name: fall back to UTC below.
    }
  }
  return `${format('UTC')} UTC`;
}

type InviteMailInput = {
  brandName: string;
  campaignName: string;
  note: string | null;
  acceptBy: Date | null;
  link: string;
  /** The recipient's IANA zone when the portal knows it. */
  timeZone?: string | null;
};

const lines = (input: InviteMailInput) =>
  [
    input.note ? `A note from ${input.brandName}:\n${input.note}\n` : '',
    input.acceptBy ? `Please answer by ${answerByText(input.acceptBy, input.timeZone)}.\n` : '',
  ].filter(Boolean);

/** To a creator on the portal. */
export function inviteEmail(input: InviteMailInput & { firstName: string | null }) {
  return {
    subject: `${input.brandName} invited you to ${input.campaignName}`,
    text: [
      `Hi ${input.firstName || 'there'},`,
      '',
      `${input.brandName} invited you to their campaign ${input.campaignName}.`,
      '',
      ...lines(input),
      `See the invite: ${input.link}`,
      '',
    ].join('\n'),
  };
}

/** To a person not on the portal yet: sign up with this address and the invite is there. */
export function signUpInviteEmail(input: InviteMailInput) {
  return {
    subject: `${input.brandName} invited you to ${input.campaignName}`,
    text: [
      'Hi there,',
      '',
      `${input.brandName} would like you to create content for their campaign ${input.campaignName} on the Creator Portal.`,
      '',
      ...lines(input),
      `Sign up with this e-mail address and the invite will be waiting for you: ${input.link}`,
      '',
    ].join('\n'),
  };
}
