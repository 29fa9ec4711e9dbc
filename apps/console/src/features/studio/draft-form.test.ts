import { describe, expect, it } from 'vitest';
import {
  centsToText,
  fieldIdOf,
  fieldMessages,
  isoToLocalInput,
  linesOf,
  localInputToIso,
  parseDollars,
  tagsOf,
} from './draft-form';

describe('the editor’s amounts', () => {
  it('reads dollars as typed into exact cents', () => {
    expect(parseDollars('150')).toBe(15_000);
    expect(parseDollars('$1,250.5')).toBe(125_050);
    expect(parseDollars('49.99')).toBe(4_999);
    expect(parseDollars('')).toBe(0);
    expect(parseDollars('12.345')).toBeNull();
    expect(parseDollars('ten')).toBeNull();
    expect(parseDollars('-5')).toBeNull();
  });
  it('shows cents back as dollars', () => {
    expect(centsToText(15_000)).toBe('150');
    expect(centsToText(4_950)).toBe('49.50');
    expect(centsToText(0)).toBe('');
  });
});

describe('the editor’s times', () => {
  it('round-trips a time through the datetime input in the browser’s zone', () => {
    const iso = '2027-03-01T17:30:00.000Z';
    expect(localInputToIso(isoToLocalInput(iso))).toBe(iso);
    expect(isoToLocalInput(null)).toBe('');
    expect(localInputToIso('')).toBeNull();
  });
});

describe('the editor’s lists', () => {
  it('keeps one line per entry, inner blank lines included (publishing names them)', () => {
    expect(linesOf('Show the jar\n\nSmile\n\n')).toEqual(['Show the jar', '', 'Smile']);
    expect(tagsOf('#glow, #skin  @x')).toEqual(['#glow', '#skin', '@x']);
  });
  it('names each problem of a list by its value or line, beside the field', () => {
    const problems = { hashtags: 'Too many.', 'hashtags.1': 'Hashtags start with #.' };
    expect(fieldMessages(problems, 'hashtags', ['#ok', 'bad'])).toBe(
      'Too many. “bad”: Hashtags start with #.',
    );
    expect(fieldMessages({ 'content_dos.0': 'Remove the empty line.' }, 'content_dos')).toBe(
      'Line 1: Remove the empty line.',
    );
    expect(fieldMessages({}, 'name')).toBeUndefined();
  });
  it('points each problem at its input', () => {
    expect(fieldIdOf('windows.1.end')).toBe('field-windows-1-end');
    expect(fieldIdOf('smart_questions.0.options')).toBe('field-smart_questions-0-options');
    expect(fieldIdOf('hashtags.2')).toBe('field-hashtags');
    expect(fieldIdOf('name')).toBe('field-name');
  });
});
