/** A content reference: a content id, or the media id of the creator's URL (…/content/34, m34). */
export function parseContentRef(arg: string): { contentId: number } | { mediaId: number } | null {
  const media = /\/creator\/content\/(\d+)\b/.exec(arg) ?? /^m(\d+)$/i.exec(arg);
  if (media) return { mediaId: Number(media[1]) };
  return /^\d+$/.test(arg) ? { contentId: Number(arg) } : null;
}
