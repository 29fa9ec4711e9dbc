/**
 * States of the smart-question header on the guidelines step (part 1 section 4 'Smart questions':
 * "Header states: pending, success, failure").
 */
export const SMART_QUESTION_HEADER_STATES = ['pending', 'success', 'failure'] as const;

export type SmartQuestionHeaderState = (typeof SMART_QUESTION_HEADER_STATES)[number];

export type SmartQuestionHeaderInput = {
  /** The campaign's smart questions; null or empty means the campaign asks none. */
  smart_questions: readonly { id: number }[] | null;
  /**
   * The invite's smart_question_answer_result: the server's verdict on submitted answers (the
   * response's success flag), null before the creator submitted any.
   */
  smart_question_answer_result: boolean | null;
  /** Answers inferred from the creator's profile, by question id: true fits, false does not. */
  inferred_answers?: Readonly<Record<number, boolean>> | null;
  /** Whether the creator entered shipping information in the header. */
  shipping_info_entered: boolean;
};

/**
 * The smart-question header state (part 1 section 4 'Smart questions'; the spec names the inputs
 * and the three states, not the rule). Decisions:
 * - failure when the server's verdict is false, or, before any verdict, when an inferred answer
 *   to one of the campaign's questions is false (the creator does not match);
 * - success when the questions are settled — none asked, verdict true, or every question has an
 *   inferred true answer — and shipping information was entered (the header hosts that entry, so
 *   it is always part of it);
 * - pending otherwise. A true verdict overrides inferred answers: the server has the last word.
 */
export function smartQuestionHeaderState(
  input: SmartQuestionHeaderInput,
): SmartQuestionHeaderState {
  const questions = input.smart_questions ?? [];
  const inferred = input.inferred_answers ?? {};
  if (input.smart_question_answer_result === false) return 'failure';
  const verdictTrue = input.smart_question_answer_result === true;
  if (!verdictTrue && questions.some((q) => inferred[q.id] === false)) return 'failure';
  const settled =
    questions.length === 0 || verdictTrue || questions.every((q) => inferred[q.id] === true);
  return settled && input.shipping_info_entered ? 'success' : 'pending';
}

/**
 * What the header shows for a state (part 1 section 4: "true, false or neutral"): success → true,
 * failure → false, pending → 'neutral'.
 */
export function smartQuestionHeaderTone(state: SmartQuestionHeaderState): boolean | 'neutral' {
  if (state === 'success') return true;
  if (state === 'failure') return false;
  return 'neutral';
}
