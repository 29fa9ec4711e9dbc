import { Alert, Stack, Title } from '@mantine/core';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { meKeys } from '@/features/auth/api/get-me';
import { useFlags } from '@/features/flags/api/get-flags';
import { PhoneVerification } from '@/features/phone-verification/components/phone-verification';
import { profileKeys, useProfile } from '@/features/profile/api/get-profile';
import { initialPanels } from '@/features/profile/components/panel-param';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { lazyNamed } from '@/lib/lazy-named';

// The text-message reminder is a dialog over the page: it loads just after the form.
const TcpaReminderModal = lazyNamed(
  () => import('@/features/sms-consent/components/tcpa-reminder-modal'),
  'TcpaReminderModal',
);

// Saved on its own, below the form; loads after the form so the profile opens no slower.
const CalendarAndReminders = lazy(
  () => import('@/features/deadlines/components/calendar-and-reminders'),
);

/** The PROFILE tab (part 1 section 2 'Profile editor'), then calendar and reminders (issue 15). */
export default function ProfileRoute() {
  const profile = useProfile();
  const flags = useFlags();
  const [params] = useSearchParams();
  const notice = params.get('notice');

  if (profile.isError) throw profile.error;
  if (!profile.data) return <PageLoader />;
  const data = profile.data;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Profile
      </Title>
      {notice && (
        <Alert color="blue" role="status">
          {notice}
        </Alert>
      )}
      <ProfileForm
        // A consent saved from the reminder starts the form again from the saved profile.
        key={`consent-${data.tcpa_count_consents_given}`}
        profile={data}
        initialPanels={initialPanels(params.get('panel'), notice)}
        invalidate={[meKeys.all]}
        phoneExtras={
          <PhoneVerification
            userId={String(data.user_id)}
            smsConsent={data.consents_to_sms_messaging}
          />
        }
      />
      <Suspense fallback={null}>
        <CalendarAndReminders />
      </Suspense>
      <Suspense fallback={null}>
        <TcpaReminderModal
          consent={data}
          enabled={Boolean(flags.data?.['creator-consents-to-sms'])}
          refetch={[profileKeys.all, meKeys.all]}
        />
      </Suspense>
    </Stack>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
