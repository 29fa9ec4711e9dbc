import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type SmartQuestionHeaderInput,
  smartQuestionHeaderState,
  smartQuestionHeaderTone,
} from './smart-questions';

const questions = [{ id: 1 }, { id: 2 }];
const base: SmartQuestionHeaderInput = {
  smart_questions: questions,
  smart_question_answer_result: null,
  inferred_answers: null,
  shipping_info_entered: true,
};

describe('smartQuestionHeaderState', () => {
  it.each<[string, Partial<SmartQuestionHeaderInput>, string]>([
    ['no questions and shipping entered', { smart_questions: [] }, 'success'],
    [
      'no questions and no shipping',
      { smart_questions: null, shipping_info_entered: false },
      'pending',
    ],
    ['questions unanswered', {}, 'pending'],
    ['verdict true and shipping entered', { smart_question_answer_result: true }, 'success'],
    [
      'verdict true without shipping',
      { smart_question_answer_result: true, shipping_info_entered: false },
      'pending',
    ],
    ['verdict false', { smart_question_answer_result: false }, 'failure'],
    [
      'verdict false even with inferred passes',
      { smart_question_answer_result: false, inferred_answers: { 1: true, 2: true } },
      'failure',
    ],
    ['every question inferred true', { inferred_answers: { 1: true, 2: true } }, 'success'],
    ['some questions inferred true', { inferred_answers: { 1: true } }, 'pending'],
    ['one question inferred false', { inferred_answers: { 1: true, 2: false } }, 'failure'],
    [
      'an inferred false overridden by a true verdict',
      { inferred_answers: { 2: false }, smart_question_answer_result: true },
      'success',
    ],
    ['an inferred false for a question not asked', { inferred_answers: { 3: false } }, 'pending'],
  ])('%s → %s', (_name, change, state) => {
    expect(smartQuestionHeaderState({ ...base, ...change })).toBe(state);
  });

  it('never succeeds without shipping information', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.nat(5) }), { maxLength: 4 }),
        fc.constantFrom(true, false, null),
        fc.dictionary(fc.nat(5).map(String), fc.boolean()),
        (qs, verdict, inferred) => {
          const state = smartQuestionHeaderState({
            smart_questions: qs,
            smart_question_answer_result: verdict,
            inferred_answers: inferred,
            shipping_info_entered: false,
          });
          expect(state).not.toBe('success');
        },
      ),
    );
  });
});

describe('smartQuestionHeaderTone', () => {
  it.each([
    ['success', true],
    ['failure', false],
    ['pending', 'neutral'],
  ] as const)('shows %s as %s', (state, tone) => expect(smartQuestionHeaderTone(state)).toBe(tone));
});
