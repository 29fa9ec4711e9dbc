import { describe, expect, it } from 'vitest';
import { answerByText, inviteEmail, signUpInviteEmail } from './invite-mail';

// 07:59 UTC on 29 Nov is the evening of 28 Nov in Los Angeles.
const acceptBy = new Date('2026-11-29T07:59:00Z');
const base = {
  brandName: 'Sunny Bowls',
  campaignName: 'Smoothie Week',
  note: null,
  acceptBy,
  link: 'https://portal.example.com/x',
};

describe('answerByText', () => {
  it('names the day and time in the creator’s zone, as the portal’s card does', () => {
    expect(answerByText(acceptBy, 'America/Los_Angeles')).toBe('November 28, 2026 at 11:59 PM');
  });

  it('says UTC when the zone is unknown or not a zone', () => {
    expect(answerByText(acceptBy, null)).toBe('November 29, 2026 at 7:59 AM UTC');
    expect(answerByText(acceptBy, 'Mars/Olympus')).toBe('November 29, 2026 at 7:59 AM UTC');
  });
});

describe('the invite e-mails', () => {
  it('tell a creator on the portal the accept-by day of their own zone', () => {
    const mail = inviteEmail({ ...base, firstName: 'Theo', timeZone: 'America/Los_Angeles' });
    expect(mail.text).toContain('Please answer by November 28, 2026 at 11:59 PM.');
  });

  it('tell a person not signed up yet the moment in UTC', () => {
    expect(signUpInviteEmail(base).text).toContain(
      'Please answer by November 29, 2026 at 7:59 AM UTC.',
    );
  });
});
