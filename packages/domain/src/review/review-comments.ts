/**
 * A reviewer's comments to the creator (issue 26): each comment (a paragraph of the console's
 * box) is at most this many characters, and a decision carries at most MAX_COMMENTS of them. The
 * server refuses more; the console shows the limit and a counter before anyone sends.
 */
export const COMMENT_MAX_LENGTH = 2000;
export const MAX_COMMENTS = 20;

/** The box's text as the comments it sends: paragraphs separated by an empty line, trimmed. */
export function splitComments(text: string): string[] {
  return text
    .split(/\n{2,}/)
    .map((m) => m.trim())
    .filter(Boolean);
}

/** Why the box's text cannot be sent as it is, or null when it can. */
export function commentProblem(text: string): string | null {
  const comments = splitComments(text);
  if (comments.length === 0) return 'Please write at least one comment for the creator.';
  const longest = Math.max(...comments.map((c) => c.length));
  if (longest > COMMENT_MAX_LENGTH) {
    return `Each comment can be at most ${COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters; one has ${longest.toLocaleString('en-US')}. Shorten it or split it with an empty line.`;
  }
  if (comments.length > MAX_COMMENTS) {
    return `At most ${MAX_COMMENTS} comments at once; this has ${comments.length}.`;
  }
  return null;
}
