import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/lib/api-client';

const MUTATION = /* GraphQL */ `
  mutation CampaignGuidelinesView($inviteId: ID!) {
    campaignGuidelinesView(inviteId: $inviteId) {
      wasSuccessful
      userErrors {
        field
        message
      }
    }
  }
`;

type Result = {
  campaignGuidelinesView: {
    wasSuccessful: boolean;
    userErrors: { field: string | null; message: string }[];
  };
};

export const recordGuidelinesView = (inviteId: number) =>
  graphql<Result>(MUTATION, { inviteId: String(inviteId) });

/**
 * Records a guidelines view before a pending card opens the guidelines (spec part 1 section 2).
 * A failure is only logged: the creator goes on to the guidelines either way.
 */
export function useRecordGuidelinesView() {
  return useMutation({
    mutationFn: recordGuidelinesView,
    meta: { errorNotification: false },
    onSuccess: (data) => {
      if (!data.campaignGuidelinesView.wasSuccessful) {
        console.warn('campaignGuidelinesView failed', data.campaignGuidelinesView.userErrors);
      }
    },
    onError: (error) => console.warn('campaignGuidelinesView failed', error),
  });
}
