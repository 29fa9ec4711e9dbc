import { describe, expect, it } from 'vitest';
import {
  INVITE_REFUSALS,
  inviteProblems,
  normalHandle,
  parseInviteeList,
  planInvites,
} from './campaign-invites';

const now = new Date('2030-05-01T12:00:00Z');
const published = { lifecycle: 'published' as const, flightEnd: new Date('2030-06-30T00:00:00Z') };

describe('planInvites: one invite per creator per campaign', () => {
  it('invites each creator once, in order, and skips those already invited', () => {
    expect(planInvites([3, 1, 3, 2, 1], new Set([2]))).toEqual({ invite: [3, 1], already: [2] });
  });

  it('a second click with the same selection invites nobody again', () => {
    const first = planInvites([5, 6], new Set());
    const second = planInvites([5, 6], new Set(first.invite));
    expect(second).toEqual({ invite: [], already: [5, 6] });
  });
});

describe('inviteProblems', () => {
  it('a published campaign takes invites with a future accept-by date before its end', () => {
    expect(inviteProblems(published, '2030-05-03T00:00:00Z', now)).toEqual({});
  });

  it.each([
    [
      { ...published, lifecycle: 'draft' as const },
      '2030-05-03T00:00:00Z',
      { campaign: INVITE_REFUSALS.draft },
    ],
    [
      { ...published, lifecycle: 'closed' as const },
      '2030-05-03T00:00:00Z',
      { campaign: INVITE_REFUSALS.closed },
    ],
    [published, '2030-05-01T11:00:00Z', { accept_by: INVITE_REFUSALS.acceptByPassed }],
    [published, '2030-07-01T00:00:00Z', { accept_by: INVITE_REFUSALS.acceptByAfterEnd }],
  ])('refuses %j with accept-by %s', (campaign, acceptBy, problems) => {
    expect(inviteProblems(campaign, acceptBy, now)).toEqual(problems);
  });
});

describe('parseInviteeList: e-mails, one by one or from a CSV', () => {
  it('reads e-mails with optional handles, skipping the header and duplicates', () => {
    const csv = 'email,handle\nAna@Example.com,@ana.makes\nbo@example.com\nana@example.com,other\n';
    expect(parseInviteeList(csv)).toEqual({
      invitees: [
        { email: 'ana@example.com', handle: 'ana.makes' },
        { email: 'bo@example.com', handle: null },
      ],
      invalid: [],
    });
  });

  it('reads semicolons and tabs, and quoted fields', () => {
    expect(parseInviteeList('"a@example.com";"@a"\n').invitees).toEqual([
      { email: 'a@example.com', handle: 'a' },
    ]);
    expect(parseInviteeList('b@example.com\tb_handle').invitees).toEqual([
      { email: 'b@example.com', handle: 'b_handle' },
    ]);
  });

  it('returns lines that are not e-mail addresses apart, with their line numbers', () => {
    expect(parseInviteeList('ok@example.com\nnot an email\n@handle-only').invalid).toEqual([
      { line: 2, text: 'not an email' },
      { line: 3, text: '@handle-only' },
    ]);
  });

  it('normalHandle drops @ and blanks', () => {
    expect(normalHandle(' @@ana ')).toBe('ana');
    expect(normalHandle('  ')).toBeNull();
  });
});
