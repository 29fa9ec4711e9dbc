import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InviteForm } from './invite-form';

afterEach(() => vi.unstubAllGlobals());

describe('InviteForm (ops)', () => {
  it('keeps the brand chosen when it is picked again for the next invitation', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        return Response.json(
          { id: sent.length, email: body.email, role: body.role },
          { status: 201 },
        );
      }),
    );
    const client = new QueryClient();
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <InviteForm
            isOps
            ownBrandId={null}
            brands={[{ id: 3, name: 'Sunny Bowls' } as never]}
            onInvited={() => undefined}
          />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const user = userEvent.setup();
    const brand = screen.getByRole('combobox', { name: 'Brand' });
    await user.click(brand);
    await user.click(await screen.findByRole('option', { name: 'Sunny Bowls', hidden: true }));
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'admin@sunny.example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));

    // The next person, of the same brand: choosing it again must not clear it.
    await user.click(brand);
    await user.click(await screen.findByRole('option', { name: 'Sunny Bowls', hidden: true }));
    expect(brand).toHaveValue('Sunny Bowls');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'second@sunny.example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ email: 'second@sunny.example.com', brand_id: 3 });
  });
});
