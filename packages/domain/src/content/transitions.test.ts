import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { CONTENT_FUNNEL_STATES, type ContentFunnelState } from './funnel';
import {
  allowedActions,
  CONTENT_ACTIONS,
  type ContentAction,
  type ContentActor,
  carriesComments,
  commentSourceFor,
  initialContentState,
  nextContentState,
} from './transitions';

/** The workflow where both reviewers decide on content: the base table shows through whole. */
const WF = 'CONTENT_PREAPPROVAL' as const;

const ACTORS: ContentActor[] = ['creator', 'ops', 'brand', 'system'];

/** Every allowed move, written out by hand from the design in docs/domain-content.md. */
const ALLOWED: [ContentFunnelState, ContentActor, ContentAction, ContentFunnelState][] = [];
for (const from of ['CONTENT_IN_REVIEW', 'CONTENT_CHANGES_IN_REVIEW'] as const) {
  for (const actor of ['ops', 'brand'] as const) {
    ALLOWED.push(
      [from, actor, 'approve_distribute', 'CONTENT_APPROVED_DO_DISTRIBUTE'],
      [from, actor, 'approve_do_not_distribute', 'CONTENT_APPROVED_DO_NOT_DISTRIBUTE'],
      [from, actor, 'reject', 'CONTENT_REJECTED'],
      [from, actor, 'request_changes', 'CONTENT_CHANGES_REQUESTED'],
    );
  }
}
ALLOWED.push(
  ['CONTENT_CHANGES_REQUESTED', 'ops', 'reject', 'CONTENT_REJECTED'],
  ['CONTENT_CHANGES_REQUESTED', 'brand', 'reject', 'CONTENT_REJECTED'],
  ['CONTENT_CHANGES_REQUESTED', 'creator', 'update_caption', 'CONTENT_CHANGES_IN_REVIEW'],
  ['CONTENT_APPROVED_DO_DISTRIBUTE', 'creator', 'will_post', 'CREATOR_NEEDS_TO_SUBMIT_A_MATCH'],
  ['CONTENT_APPROVED_DO_DISTRIBUTE', 'creator', 'submit_match', 'DISTRIBUTION_VERIFYING'],
  ['CREATOR_NEEDS_TO_SUBMIT_A_MATCH', 'creator', 'submit_match', 'DISTRIBUTION_VERIFYING'],
  ['POST_REJECTED', 'creator', 'submit_match', 'DISTRIBUTION_VERIFYING'],
  ['DISTRIBUTION_CHANGES_REQUESTED', 'creator', 'submit_match', 'DISTRIBUTION_VERIFYING'],
  ['CONTENT_APPROVED_DO_DISTRIBUTE', 'system', 'post_found', 'DISTRIBUTION_VERIFYING'],
  ['CREATOR_NEEDS_TO_SUBMIT_A_MATCH', 'system', 'post_found', 'DISTRIBUTION_VERIFYING'],
  ['CONTENT_APPROVED_DO_DISTRIBUTE', 'system', 'post_not_found', 'CREATOR_NEEDS_TO_SUBMIT_A_MATCH'],
  ['DISTRIBUTION_VERIFYING', 'ops', 'verify_distribution', 'DISTRIBUTION_APPROVED'],
  ['DISTRIBUTION_VERIFYING', 'ops', 'reject_post', 'POST_REJECTED'],
  ['DISTRIBUTION_APPROVED', 'ops', 'reject_post', 'POST_REJECTED'],
  [
    'DISTRIBUTION_VERIFYING',
    'ops',
    'request_distribution_changes',
    'DISTRIBUTION_CHANGES_REQUESTED',
  ],
  ['POST_REJECTED', 'ops', 'request_distribution_changes', 'DISTRIBUTION_CHANGES_REQUESTED'],
  ['DISTRIBUTION_APPROVED', 'ops', 'mark_paid', 'PAID'],
  ['DISTRIBUTION_APPROVED', 'system', 'mark_paid', 'PAID'],
  ['CONTENT_APPROVED_DO_NOT_DISTRIBUTE', 'ops', 'mark_paid', 'PAID'],
  ['CONTENT_APPROVED_DO_NOT_DISTRIBUTE', 'system', 'mark_paid', 'PAID'],
);

const key = (s: string, a: string, x: string) => `${s} ${a} ${x}`;
const allowedKeys = new Set(ALLOWED.map(([s, a, x]) => key(s, a, x)));

function thrown(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
  }
  throw new Error('expected an AppError');
}

describe('nextContentState', () => {
  it.each(ALLOWED)('moves %s by %s %s to %s', (state, actor, action, to) => {
    expect(nextContentState(state, actor, action, WF)).toBe(to);
  });

  it('refuses every other move with conflict or forbidden', () => {
    for (const state of CONTENT_FUNNEL_STATES) {
      for (const actor of ACTORS) {
        for (const action of CONTENT_ACTIONS) {
          if (allowedKeys.has(key(state, actor, action))) continue;
          const error = thrown(() => nextContentState(state, actor, action, WF));
          expect(['conflict', 'forbidden']).toContain(error.code);
        }
      }
    }
  });

  it('answers forbidden when a creator calls a reviewer action', () => {
    for (const action of [
      'approve_distribute',
      'reject',
      'request_changes',
      'mark_paid',
    ] as const) {
      expect(thrown(() => nextContentState('CONTENT_IN_REVIEW', 'creator', action, WF)).code).toBe(
        'forbidden',
      );
    }
  });

  it('answers forbidden when a brand judges a post or pays', () => {
    for (const action of ['verify_distribution', 'reject_post', 'mark_paid'] as const) {
      expect(
        thrown(() => nextContentState('DISTRIBUTION_VERIFYING', 'brand', action, WF)).code,
      ).toBe('forbidden');
    }
  });

  it('answers conflict for an allowed action from the wrong state', () => {
    const error = thrown(() => nextContentState('PAID', 'ops', 'approve_distribute', WF));
    expect(error.code).toBe('conflict');
    expect(error.details).toEqual({
      state: 'PAID',
      actor: 'ops',
      action: 'approve_distribute',
      workflow: WF,
    });
  });

  it('lets the creator move changes requested to changes in review only by updating the caption', () => {
    expect(allowedActions('CONTENT_CHANGES_REQUESTED', 'creator', WF)).toEqual(['update_caption']);
  });

  it('leaves PAID and CONTENT_REJECTED terminal for everyone', () => {
    for (const actor of ACTORS) {
      expect(allowedActions('PAID', actor, WF)).toEqual([]);
      expect(allowedActions('CONTENT_REJECTED', actor, WF)).toEqual([]);
    }
  });

  it('reaches every state from CONTENT_IN_REVIEW', () => {
    const seen = new Set<ContentFunnelState>(['CONTENT_IN_REVIEW']);
    const queue: ContentFunnelState[] = ['CONTENT_IN_REVIEW'];
    while (queue.length > 0) {
      const state = queue.shift()!;
      for (const actor of ACTORS) {
        for (const action of allowedActions(state, actor, WF)) {
          const to = nextContentState(state, actor, action, WF);
          if (!seen.has(to)) {
            seen.add(to);
            queue.push(to);
          }
        }
      }
    }
    expect([...seen].sort()).toEqual([...CONTENT_FUNNEL_STATES].sort());
  });

  it('never returns without a rule: allowedActions and nextContentState agree', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTENT_FUNNEL_STATES),
        fc.constantFrom(...ACTORS),
        fc.constantFrom(...CONTENT_ACTIONS),
        (state, actor, action) => {
          const allowed = allowedActions(state, actor, WF).includes(action);
          expect(allowed).toBe(allowedKeys.has(key(state, actor, action)));
          if (!allowed) expect(() => nextContentState(state, actor, action, WF)).toThrow(AppError);
        },
      ),
    );
  });
});

describe('allowedActions', () => {
  it('lets a brand ask for changes, distinct from rejecting, where the brand decides', () => {
    expect(allowedActions('CONTENT_IN_REVIEW', 'brand', WF).sort()).toEqual(
      ['approve_distribute', 'approve_do_not_distribute', 'reject', 'request_changes'].sort(),
    );
    expect(nextContentState('CONTENT_IN_REVIEW', 'brand', 'request_changes', WF)).toBe(
      'CONTENT_CHANGES_REQUESTED',
    );
  });

  it('no longer knows brand_approval_comments, the rejection that read as a comment', () => {
    expect((CONTENT_ACTIONS as readonly string[]).includes('brand_approval_comments')).toBe(false);
  });
});

describe('commentSourceFor', () => {
  it.each<[ContentAction, ContentActor, string | null]>([
    ['reject', 'ops', 'OPS_REJECT'],
    ['reject', 'brand', 'BRAND_CONTENT_APPROVAL'],
    ['request_changes', 'ops', 'OPS_REQUEST_FIX'],
    ['request_changes', 'brand', 'OPS_REQUEST_FIX'],
    ['reject_post', 'ops', 'OPS_REJECT'],
    ['request_distribution_changes', 'ops', 'OPS_REQUEST_FIX'],
    ['approve_distribute', 'brand', null],
    ['mark_paid', 'ops', null],
  ])('stores %s comments by %s under %s', (action, actor, source) => {
    expect(commentSourceFor(action, actor)).toBe(source);
  });

  it('says which actions carry comments for the creator', () => {
    expect(CONTENT_ACTIONS.filter(carriesComments).sort()).toEqual(
      ['reject', 'request_changes', 'reject_post', 'request_distribution_changes'].sort(),
    );
  });
});

describe('initialContentState', () => {
  it('starts an upload in review and a live post or video at verification', () => {
    expect(initialContentState('submit_content')).toBe('CONTENT_IN_REVIEW');
    expect(initialContentState('submit_post')).toBe('DISTRIBUTION_VERIFYING');
    expect(initialContentState('submit_video')).toBe('DISTRIBUTION_VERIFYING');
  });
});
