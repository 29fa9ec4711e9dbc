import type { CampaignDraft } from '@portal/domain/studio/campaign-draft';
import type { StudioCampaign } from '@portal/domain/studio/studio-api';
import { useCallback, useEffect, useState } from 'react';

/**
 * The editor's copy of a campaign's working copy. Unsaved edits are kept in this tab's session
 * storage as they are typed, beside the revision they were made on: a reload, a crash or a
 * session that ended and came back gives them back instead of losing them (issue 29 'saved
 * drafts not lost'; decision 566).
 */
const storageKey = (id: number) => `studio-draft:${id}`;

interface Kept {
  revision: number;
  document: CampaignDraft;
}

function readKept(id: number): Kept | null {
  try {
    const raw = sessionStorage.getItem(storageKey(id));
    return raw ? (JSON.parse(raw) as Kept) : null;
  } catch {
    return null;
  }
}

export function useDraftState(campaign: StudioCampaign | undefined) {
  const [doc, setDoc] = useState<CampaignDraft | null>(null);
  const [base, setBase] = useState<number | null>(null);
  const [restored, setRestored] = useState(false);

  // The first answer (or a newer revision saved here) becomes the page's copy.
  useEffect(() => {
    if (!campaign || base === campaign.revision) return;
    if (base === null) {
      const kept = readKept(campaign.id);
      if (kept && kept.revision === campaign.revision) {
        setDoc(kept.document);
        setRestored(true);
      } else setDoc(campaign.document);
    } else setDoc(campaign.document);
    setBase(campaign.revision);
  }, [campaign, base]);

  const dirty = !!campaign && !!doc && JSON.stringify(doc) !== JSON.stringify(campaign.document);

  useEffect(() => {
    if (!campaign || !doc) return;
    if (dirty) {
      sessionStorage.setItem(
        storageKey(campaign.id),
        JSON.stringify({ revision: base ?? campaign.revision, document: doc }),
      );
    } else sessionStorage.removeItem(storageKey(campaign.id));
  }, [campaign, doc, dirty, base]);

  // Closing the tab with unsaved edits asks first.
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);

  const set = useCallback(
    <K extends keyof CampaignDraft>(key: K, value: CampaignDraft[K]) =>
      setDoc((d) => (d ? { ...d, [key]: value } : d)),
    [],
  );
  /** Takes the server's copy, dropping the page's edits (after a conflict, on request). */
  const reset = useCallback((next: StudioCampaign) => {
    setDoc(next.document);
    setBase(next.revision);
    sessionStorage.removeItem(storageKey(next.id));
  }, []);

  return { doc, set, dirty, restored, dismissRestored: () => setRestored(false), reset };
}
