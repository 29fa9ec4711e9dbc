import { MantineProvider } from '@mantine/core';
import { ERROR_MESSAGES } from '@portal/domain/errors/error-catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SmartQuestionHeader } from './smart-question-header';

// The shipping schema loads when the creator saves (decision 500); here that load fails, as it
// would offline or after a release replaced the file.
vi.mock('@portal/domain/campaigns/invite-request', () => ({
  get ShippingInfoSchema() {
    throw new Error('Failed to fetch dynamically imported module');
  },
}));

describe('shipping info when its checks cannot load', () => {
  it('says so, saves nothing, and keeps the address as typed', async () => {
    const onShipping = vi.fn();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <SmartQuestionHeader
            campaignId={1}
            questions={[]}
            answers={{}}
            onAnswers={() => {}}
            verdict={null}
            onVerdict={() => {}}
            shipping={null}
            onShipping={onShipping}
            needsShipping
          />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const typed: [RegExp, string][] = [
      [/full name/i, 'Maya Lopez'],
      [/mailing address/i, '1200 Sunset Blvd'],
      [/^city/i, 'Los Angeles'],
      [/^state/i, 'CA'],
      [/postal code/i, '90026'],
      [/^country/i, 'US'],
    ];
    for (const [name, value] of typed)
      await user.type(screen.getByRole('textbox', { name }), value);
    await user.click(screen.getByRole('button', { name: 'SAVE SHIPPING INFO' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.critical);
    expect(onShipping).not.toHaveBeenCalled();
    for (const [name, value] of typed) {
      expect(screen.getByRole('textbox', { name })).toHaveValue(value);
    }
  });
});
