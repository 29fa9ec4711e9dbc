import { describe, expect, it } from 'vitest';
import { CONTENT_WORKFLOWS, type ContentWorkflow } from '../campaigns/workflows';
import { AppError } from '../errors/app-error';
import { allowedActions, nextContentState, statesAwaiting } from './transitions';
import { notYourDecision, REVIEWER_DECISIONS, reviewerDecides } from './workflow-deciders';

const REVIEW = ['approve', 'request_changes', 'reject'] as const;
const ACTION_OF = {
  approve: 'approve_do_not_distribute',
  request_changes: 'request_changes',
  reject: 'reject',
} as const;

/** Decision 520, written out by hand: who decides on content in each workflow. */
const CONTENT_REVIEW: Record<ContentWorkflow, Record<(typeof REVIEW)[number], string[]>> = {
  PRODUCT: { approve: ['ops'], request_changes: ['ops'], reject: ['ops'] },
  CONTENT_PREAPPROVAL: {
    approve: ['brand', 'ops'],
    request_changes: ['brand', 'ops'],
    reject: ['brand', 'ops'],
  },
  CONTENT_INTERNAL_PREAPPROVAL: { approve: ['ops'], request_changes: ['ops'], reject: ['ops'] },
  CONTENT_ONLY: { approve: ['ops'], request_changes: ['ops'], reject: ['ops'] },
  OPS_AND_BRAND_PREAPPROVAL: {
    approve: ['brand'],
    request_changes: ['brand', 'ops'],
    reject: ['brand', 'ops'],
  },
};

describe('who decides at each step of each workflow', () => {
  for (const workflow of CONTENT_WORKFLOWS) {
    for (const decision of REVIEW) {
      it(`${workflow}: content review, ${decision}: ${CONTENT_REVIEW[workflow][decision].join(', ')}`, () => {
        const roles = (['ops', 'brand'] as const).filter((role) =>
          reviewerDecides(workflow, role, ACTION_OF[decision]),
        );
        expect(roles.sort()).toEqual([...CONTENT_REVIEW[workflow][decision]].sort());
      });
    }
  }

  it('ops alone verify posts and pay, in every workflow that has the step', () => {
    for (const workflow of CONTENT_WORKFLOWS) {
      for (const action of ['verify_distribution', 'reject_post', 'mark_paid'] as const) {
        expect(reviewerDecides(workflow, 'brand', action)).toBe(false);
        const hasStep = workflow !== 'CONTENT_ONLY' || action === 'mark_paid';
        expect(reviewerDecides(workflow, 'ops', action)).toBe(hasStep);
      }
    }
  });

  it('never offers "approve to post" for content-only content, which is never posted', () => {
    expect(allowedActions('CONTENT_IN_REVIEW', 'ops', 'CONTENT_ONLY')).not.toContain(
      'approve_distribute',
    );
    expect(allowedActions('CONTENT_IN_REVIEW', 'ops', 'CONTENT_ONLY')).toContain(
      'approve_do_not_distribute',
    );
  });

  it('refuses ops approving Brand & Legal content alone, naming who decides', () => {
    const error = (() => {
      try {
        nextContentState(
          'CONTENT_IN_REVIEW',
          'ops',
          'approve_distribute',
          'OPS_AND_BRAND_PREAPPROVAL',
        );
      } catch (e) {
        return e as AppError;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error!.code).toBe('forbidden');
    expect(error!.message).toBe(
      'In a Brand & Legal pre-approval campaign only the brand approves here, not ops.',
    );
  });

  it('refuses a brand approving internal pre-approval content', () => {
    expect(() =>
      nextContentState(
        'CONTENT_IN_REVIEW',
        'brand',
        'approve_distribute',
        'CONTENT_INTERNAL_PREAPPROVAL',
      ),
    ).toThrow(/only ops approves here, not the brand/);
    expect(allowedActions('CONTENT_IN_REVIEW', 'brand', 'CONTENT_INTERNAL_PREAPPROVAL')).toEqual(
      [],
    );
  });

  it('lets ops screen Brand & Legal content: ask for changes or reject, never approve', () => {
    expect(allowedActions('CONTENT_IN_REVIEW', 'ops', 'OPS_AND_BRAND_PREAPPROVAL').sort()).toEqual([
      'reject',
      'request_changes',
    ]);
  });

  it('gives every reviewer action a reason when it is refused', () => {
    for (const workflow of CONTENT_WORKFLOWS) {
      for (const action of Object.keys(REVIEWER_DECISIONS) as (keyof typeof REVIEWER_DECISIONS)[]) {
        for (const role of ['ops', 'brand'] as const) {
          if (reviewerDecides(workflow, role, action)) continue;
          expect(notYourDecision(workflow, role, action)).toMatch(/campaign/);
        }
      }
    }
  });
});

describe('statesAwaiting', () => {
  it('leaves internal pre-approval content out of a brand reviewer’s queue', () => {
    const brand = statesAwaiting('brand');
    expect(brand.map((w) => w.workflow).sort()).toEqual(
      ['CONTENT_PREAPPROVAL', 'OPS_AND_BRAND_PREAPPROVAL'].sort(),
    );
    for (const { states } of brand) {
      // Content waiting on the creator's fix can still be rejected outright.
      expect(states).toEqual([
        'CONTENT_IN_REVIEW',
        'CONTENT_CHANGES_REQUESTED',
        'CONTENT_CHANGES_IN_REVIEW',
      ]);
    }
  });

  it('gives ops posts to verify and payments in every workflow but content-only posts', () => {
    const ops = statesAwaiting('ops');
    const only = ops.find((w) => w.workflow === 'CONTENT_ONLY')!;
    expect(only.states).not.toContain('DISTRIBUTION_VERIFYING');
    expect(only.states).toContain('CONTENT_APPROVED_DO_NOT_DISTRIBUTE');
    const product = ops.find((w) => w.workflow === 'PRODUCT')!;
    expect(product.states).toContain('DISTRIBUTION_VERIFYING');
  });
});
