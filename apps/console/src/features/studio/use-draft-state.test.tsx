import { emptyDraft } from '@portal/domain/studio/campaign-draft';
import type { StudioCampaign } from '@portal/domain/studio/studio-api';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDraftState } from './use-draft-state';

const campaign = (revision: number, name = 'Serum'): StudioCampaign => ({
  id: 7,
  brand: { id: 1, name: 'Glow' },
  lifecycle: 'draft',
  status: 0,
  revision,
  document: { ...emptyDraft(), name },
  published: null,
  has_unpublished_changes: true,
  problems: {},
  notices: [],
  terms_version: null,
  images: [],
  published_at: null,
  closed_at: null,
  updated_at: '2026-11-26T12:00:00Z',
  can_edit: true,
});

afterEach(() => sessionStorage.clear());

describe('the editor’s copy of a draft', () => {
  it('keeps unsaved edits across a reload of the page, on the same revision', () => {
    const first = renderHook(() => useDraftState(campaign(3)));
    expect(first.result.current.dirty).toBe(false);
    act(() => first.result.current.set('short_description', 'Night serum'));
    expect(first.result.current.dirty).toBe(true);
    first.unmount();

    // The page is opened again: the edits come back, and the editor says so.
    const again = renderHook(() => useDraftState(campaign(3)));
    expect(again.result.current.doc?.short_description).toBe('Night serum');
    expect(again.result.current.restored).toBe(true);
    expect(again.result.current.dirty).toBe(true);
  });

  it('does not put old edits over a newer saved revision', () => {
    const first = renderHook(() => useDraftState(campaign(3)));
    act(() => first.result.current.set('name', 'Old edit'));
    first.unmount();
    const later = renderHook(() => useDraftState(campaign(4, 'Saved elsewhere')));
    expect(later.result.current.doc?.name).toBe('Saved elsewhere');
    expect(later.result.current.restored).toBe(false);
  });

  it('forgets the kept copy once the edits are saved', () => {
    let current = campaign(3);
    const hook = renderHook(() => useDraftState(current));
    act(() => hook.result.current.set('name', 'Saved now'));
    expect(sessionStorage.length).toBe(1);
    current = { ...campaign(4, 'Saved now') };
    hook.rerender();
    expect(hook.result.current.dirty).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });
});
