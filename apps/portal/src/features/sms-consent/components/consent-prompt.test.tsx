import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '@/testing/test-utils';
import { CampaignTextDialog } from './campaign-text-dialog';
import { TcpaReminderModal } from './tcpa-reminder-modal';

const never = { consents_to_sms_messaging: false, tcpa_count_consents_given: 0 };

beforeEach(() => localStorage.clear());

describe('one text-message consent prompt per visit (issue 13)', () => {
  it('after the dashboard offered texts (Update Number), the profile does not ask again', async () => {
    mockApi({});
    const onUpdateNumber = vi.fn();
    const first = renderRoutes([
      {
        path: '/',
        element: <CampaignTextDialog consent={never} enabled onUpdateNumber={onUpdateNumber} />,
      },
    ]);
    await first.user.click(await screen.findByRole('button', { name: 'Update Number' }));
    expect(onUpdateNumber).toHaveBeenCalled();
    first.unmount();

    renderRoutes([{ path: '/', element: <TcpaReminderModal consent={never} enabled /> }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Get campaign updates by text' })).toBeNull();
  });

  it('closes in this tab when another tab showed a prompt, and does not ask there again (issue 31)', async () => {
    mockApi({});
    renderRoutes([{ path: '/', element: <TcpaReminderModal consent={never} enabled /> }]);
    expect(
      await screen.findByRole('dialog', { name: 'Get campaign updates by text' }),
    ).toBeInTheDocument();
    // The other tab answered its prompt: the browser tells this tab through the storage event.
    act(() => {
      localStorage.setItem('sms-consent:prompted', String(Date.now()));
      window.dispatchEvent(new StorageEvent('storage', { key: 'sms-consent:prompted' }));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog', { name: 'Get campaign updates by text' })).toBeNull();
  });

  it('asks again once the 30 days have passed', async () => {
    localStorage.setItem('sms-consent:prompted', String(Date.now() - 31 * 86_400_000));
    mockApi({});
    renderRoutes([{ path: '/', element: <TcpaReminderModal consent={never} enabled /> }]);
    expect(
      await screen.findByRole('dialog', { name: 'Get campaign updates by text' }),
    ).toBeInTheDocument();
  });
});
