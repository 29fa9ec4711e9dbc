import { MantineProvider } from '@mantine/core';
import { BRAND_MESSAGES } from '@portal/domain/brands/brand-api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BrandForm } from './brand-form';

const renderForm = (onSubmit = vi.fn()) => {
  render(
    <MantineProvider>
      <BrandForm submitLabel="Create brand" pending={false} error={null} onSubmit={onSubmit} />
    </MantineProvider>,
  );
  return onSubmit;
};

// The domain's schema is loaded when the form is sent (issue 33): its messages still show next
// to their fields before anything reaches the server.
describe('BrandForm', () => {
  it('names each invalid field with the domain’s message and sends nothing', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Website'), 'not a site');
    await userEvent.click(screen.getByRole('button', { name: 'Create brand' }));
    expect(await screen.findByText(BRAND_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(BRAND_MESSAGES.website)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a valid brand as typed', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(/Name/), 'Acme');
    await userEvent.type(screen.getByLabelText('Website'), 'https://acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Create brand' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Acme',
        website: 'https://acme.example',
        contact_email: '',
      }),
    );
    expect(screen.queryByText(BRAND_MESSAGES.nameRequired)).not.toBeInTheDocument();
  });
});
