import type { CompensationType } from '../money/payout';

/** What the request flow and its refusals say (issue 31; ours, in the flow's voice). */
export const REQUEST_MESSAGES = {
  chooseWindow: 'Please choose one of the posting windows.',
  shippingRequired: 'Please tell us where to ship the product.',
  alreadyRequested: 'You already asked for an invite to this campaign.',
  alreadyInvited: 'You already have an invite to this campaign.',
  assigned: "You're in! We picked your posting window. Accept the invite to take part.",
} as const;

/**
 * Whether the campaign ships a product to the creator (decision 181): product and payment, and
 * free product only. Its request needs the shipping info (issue 31: required means required).
 */
export function shipsProduct(type: CompensationType): boolean {
  return type === 'PRODUCT_AND_PAYMENT' || type === 'PRODUCT';
}

/**
 * What is missing from an invite request, by field (empty when it can be filed). A request whose
 * answers disqualify is filed as it is, without a window or an address: nothing will ship. Else a
 * window is needed (unless the campaign assigns one) and, when a product ships, where to.
 */
export function inviteRequestProblems(input: {
  match: boolean | null;
  flightId: number | null;
  autoAssign: boolean;
  shipsProduct: boolean;
  hasShippingInfo: boolean;
}): Record<string, string> {
  if (input.match === false) return {};
  const problems: Record<string, string> = {};
  if (input.flightId === null && !input.autoAssign) {
    problems.flight_id = REQUEST_MESSAGES.chooseWindow;
  }
  if (input.shipsProduct && !input.hasShippingInfo) {
    problems.shipping_info = REQUEST_MESSAGES.shippingRequired;
  }
  return problems;
}
