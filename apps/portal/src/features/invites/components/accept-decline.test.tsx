import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AcceptBlock } from '@/components/terms/accept-block';
import { renderRoutes } from '@/testing/test-utils';
import { DeclineModal } from './decline-modal';

const MUST_AGREE = 'You must agree to the terms and conditions in order to participate.';
const terms = { id: 3, brand_name: 'Glow Botanics', s3_key: '/demo/terms.html' };

function renderAccept(props: Partial<Parameters<typeof AcceptBlock>[0]> = {}) {
  const onAccept = vi.fn();
  const utils = renderRoutes([
    {
      path: '/',
      element: (
        <AcceptBlock
          customTerms={terms}
          termsLoading={false}
          termsLoadError={false}
          accepting={false}
          onAccept={onAccept}
          onDecline={() => {}}
          {...props}
        />
      ),
    },
  ]);
  return { ...utils, onAccept };
}

describe('AcceptBlock', () => {
  it('enables ACCEPT only once the custom terms are ticked too', async () => {
    const { user, onAccept } = renderAccept();
    const accept = await screen.findByRole('button', { name: 'ACCEPT' });
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
    expect(accept).toBeDisabled();
    expect(screen.getByText(MUST_AGREE)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /campaign agreement/ }));
    expect(accept).toBeEnabled();
    await user.click(accept);
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it('keeps ACCEPT disabled with the spec message when the terms failed to load', async () => {
    renderAccept({ customTerms: null, termsLoadError: true });
    expect(await screen.findByRole('button', { name: 'ACCEPT' })).toBeDisabled();
    expect(
      screen.getByText(
        'There was an error loading terms for this campaign. Please refresh the page to try again',
      ),
    ).toBeInTheDocument();
  });
});

describe('DeclineModal', () => {
  it('needs a reason, and a payment amount for "I don\'t accept the payment"', async () => {
    const onConfirm = vi.fn();
    const { user } = renderRoutes([
      {
        path: '/',
        element: (
          <DeclineModal opened onClose={() => {}} onConfirm={onConfirm} submitting={false} />
        ),
      },
    ]);
    const decline = await screen.findByRole('button', { name: 'DECLINE' });
    await user.click(decline);
    expect(screen.getByText('Please choose a reason.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: "I don't accept the payment" }));
    await user.click(decline);
    expect(screen.getByText('Please enter your preferred payment amount.')).toBeInTheDocument();
    const amount = screen.getByLabelText(/Preferred payment amount/);
    // A minus sign is not taken (decision 549): the field keeps digits only.
    await user.type(amount, '-4');
    expect(amount).toHaveValue('4');
    await user.clear(amount);
    // Past the domain's bound, refused in words and left as typed.
    await user.type(amount, '2000000');
    await user.click(decline);
    expect(screen.getByText('Please enter an amount of at most $1,000,000.')).toBeInTheDocument();
    expect(amount).toHaveValue('2000000');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.clear(amount);
    await user.type(amount, '40');
    await user.click(decline);
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'CREATOR_DONT_ACCEPT_PAYMENT', payment: 40 });
  });
});
