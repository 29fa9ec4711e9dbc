import type { SmartQuestionAnswer } from '@portal/domain/campaigns/invite-request';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Judges the smart-question answers (nothing is stored until the invite request). */
export const checkSmartAnswers = (campaignId: number, answers: SmartQuestionAnswer[]) =>
  api.post<{ success: boolean }>(
    `/api/v1/creator/campaigns/${campaignId}/smart_question_answers/check`,
    { answers },
  );

export const useCheckSmartAnswers = (campaignId: number) =>
  useMutation({
    mutationFn: (answers: SmartQuestionAnswer[]) => checkSmartAnswers(campaignId, answers),
  });
