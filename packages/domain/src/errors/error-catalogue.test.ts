import { describe, expect, it } from 'vitest';
import { describeFailure, ERROR_ENTRIES, ERROR_MESSAGES } from './error-catalogue';

const envelope = (message: string, errors?: string[]) => ({
  error: { code: 'bad_request', message, details: errors ? { errors } : undefined },
});

describe('describeFailure', () => {
  it("says 'That email is already in use.' for a 400 whose errors entry contains 'credentials'", () => {
    expect(describeFailure(400, envelope('x', ['invalid credentials']))).toEqual({
      kind: 'message',
      message: 'That email is already in use.',
    });
  });

  it.each([
    [ERROR_ENTRIES.duplicateSnapchatHandle, ERROR_MESSAGES.duplicateSnapchat],
    [ERROR_ENTRIES.duplicateTwitterHandle, ERROR_MESSAGES.duplicateTwitter],
  ])('maps the duplicate-handle entry %s to its message', (entry, message) => {
    expect(describeFailure(400, envelope('dup', [entry])).message).toBe(message);
  });

  it("gives the server's text for any other 400", () => {
    expect(describeFailure(400, envelope('Flight is full')).message).toBe('Flight is full');
  });

  it('falls back to the spec text (two spaces and all) for a 400 without text', () => {
    expect(describeFailure(400, {}).message).toBe(
      'Sorry there was a problem!  Please try again later.',
    );
  });

  it('dispatches an auth error on 403', () => {
    expect(describeFailure(403, envelope('nope')).kind).toBe('auth');
  });

  it("gives the server's string or the generic server message for other statuses", () => {
    expect(describeFailure(409, envelope('Invite changed')).message).toBe('Invite changed');
    expect(describeFailure(502, 'Bad gateway').message).toBe(
      'The server has encountered an error. Please try again later.',
    );
  });

  it('reports a critical error when no status came back', () => {
    expect(describeFailure(undefined).message).toBe(
      'There has been a critical error. Contact us or try again later.',
    );
  });
});
