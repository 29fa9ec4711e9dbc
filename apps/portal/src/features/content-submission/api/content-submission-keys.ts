export const contentSubmissionKeys = {
  all: ['content-submission'] as const,
  newContent: (inviteId: number) => [...contentSubmissionKeys.all, 'new', inviteId] as const,
  contentSnTypes: () => [...contentSubmissionKeys.all, 'content-sn-types'] as const,
  submission: (id: number) => [...contentSubmissionKeys.all, 'submission', id] as const,
  submissions: (inviteId: number) =>
    [...contentSubmissionKeys.all, 'submissions', inviteId] as const,
  posts: (inviteId: number) => [...contentSubmissionKeys.all, 'posts', inviteId] as const,
};

/** A fresh idempotency key: one per intended submission, reused by its retries. */
export const newIdempotencyKey = () => `web-${crypto.randomUUID()}`;
