import { useEffect, useState } from 'react';

/**
 * The comment a reviewer is typing, kept in this tab's sessionStorage (issue 26: a session that
 * ends keeps the typed comment). Signing in again returns to the same content, whose box reads
 * the draft back; sending or cancelling forgets it. Never localStorage: the next person on a
 * shared computer does not read it.
 */
export const draftKey = (contentId: number, action: string) =>
  `console:comment-draft:${contentId}:${action}`;

function read(key: string | null): string {
  if (!key) return '';
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** The action was done: its comment is sent, the draft goes. */
export function forgetDraft(contentId: number, action: string) {
  try {
    sessionStorage.removeItem(draftKey(contentId, action));
  } catch {
    // Nothing kept.
  }
}

export function useCommentDraft(contentId: number, action: string | null) {
  const key = action ? draftKey(contentId, action) : null;
  const [text, setText] = useState(() => read(key));
  useEffect(() => setText(read(key)), [key]);
  const update = (value: string) => {
    setText(value);
    if (!key) return;
    try {
      if (value) sessionStorage.setItem(key, value);
      else sessionStorage.removeItem(key);
    } catch {
      // Storage full or denied: the draft lives as long as the page, as before.
    }
  };
  return { text, update, forget: () => update('') };
}
