import { notifyError } from '@portal/web-kit/ui/notify';
import { api } from '@/lib/api-client';

/** "Add to calendar": one deadline as an .ics file the browser opens with the calendar app. */
export async function downloadDeadline(uid: string) {
  try {
    const ics = await api.get<string>(`/api/v1/creator/deadlines/${encodeURIComponent(uid)}/ics`, {
      headers: { Accept: 'text/calendar' },
    });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: 'deadline.ics',
    });
    link.click();
    URL.revokeObjectURL(url);
  } catch (error) {
    notifyError(error);
  }
}
