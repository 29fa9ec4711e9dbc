import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES, SupportMessageInputSchema } from './support-api';

describe('SupportMessageInputSchema', () => {
  const ok = {
    topic: 'payment',
    subject: 'Where is my money?',
    message: 'My payout says owed since May.',
  };

  it('takes a topic, a subject and a message, trimmed', () => {
    expect(SupportMessageInputSchema.parse({ ...ok, subject: '  Hi  ' }).subject).toBe('Hi');
  });

  it.each([
    [{ subject: '   ' }, SUPPORT_MESSAGES.subjectRequired],
    [{ message: 'help' }, SUPPORT_MESSAGES.messageTooShort],
    [{ message: 'x'.repeat(5001) }, SUPPORT_MESSAGES.messageTooLong],
    [{ topic: 'cats' }, 'Please choose what it is about.'],
  ])('refuses %o with "%s"', (change, message) => {
    const result = SupportMessageInputSchema.safeParse({ ...ok, ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });
});
