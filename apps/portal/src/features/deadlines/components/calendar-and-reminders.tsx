import {
  Anchor,
  Button,
  CopyButton,
  Group,
  Loader,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { BorderedCard } from '@/components/ui/bordered-card';
import {
  useDeadlineSettings,
  useRotateCalendarSecret,
  useUpdateDeadlineSettings,
} from '../api/deadline-settings';

/**
 * The profile's "Calendar and reminders" (issue 15): subscribe to the deadlines feed in Google,
 * Apple or Outlook calendar, replace a leaked link, and choose the reminder channels. Each change
 * is saved at once (it is not part of the profile form's Save).
 */
export default function CalendarAndReminders() {
  const settings = useDeadlineSettings();
  const update = useUpdateDeadlineSettings();
  const rotate = useRotateCalendarSecret();

  return (
    <BorderedCard padding="lg" component="section" aria-labelledby="calendar-reminders">
      <Title order={2} size="h3" id="calendar-reminders" mb="xs">
        Calendar and reminders
      </Title>
      {settings.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading calendar and reminders" />
      ) : settings.isError ? (
        <Text size="sm">Your calendar settings could not be loaded. Please try again.</Text>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            Every date to accept, submit, fix and post, in your own calendar, updated as you go.
          </Text>
          {settings.data.calendar ? (
            <Stack gap="xs">
              <Group gap="xs">
                <Button
                  component="a"
                  href={settings.data.calendar.google_url}
                  target="_blank"
                  rel="noopener"
                  variant="light"
                  size="sm"
                >
                  Add to Google Calendar
                </Button>
                <Button
                  component="a"
                  href={settings.data.calendar.webcal_url}
                  variant="light"
                  size="sm"
                >
                  Add to Apple Calendar
                </Button>
                <Button
                  component="a"
                  href={settings.data.calendar.outlook_url}
                  target="_blank"
                  rel="noopener"
                  variant="light"
                  size="sm"
                >
                  Add to Outlook
                </Button>
              </Group>
              <Group gap="xs" align="end" wrap="nowrap">
                <TextInput
                  label="Your private calendar link"
                  value={settings.data.calendar.feed_url}
                  readOnly
                  onFocus={(event) => event.currentTarget.select()}
                  style={{ flex: 1, minWidth: 0 }}
                />
                <CopyButton value={settings.data.calendar.feed_url}>
                  {({ copied, copy }) => (
                    <Button variant="default" onClick={copy}>
                      {copied ? 'Copied' : 'Copy link'}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              <Text size="xs" c="dimmed">
                Anyone with this link can see your deadlines.{' '}
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  onClick={() => rotate.mutate()}
                  disabled={rotate.isPending}
                >
                  Get a new link
                </Anchor>{' '}
                and the old one stops working.
              </Text>
            </Stack>
          ) : (
            <Group>
              <Button onClick={() => rotate.mutate()} loading={rotate.isPending}>
                Create my calendar link
              </Button>
            </Group>
          )}

          <Stack gap="xs">
            <Switch
              label="E-mail reminders"
              description="3 days before a deadline, on the day, and once if it is missed."
              checked={settings.data.remind_by_email}
              onChange={(event) => update.mutate({ remind_by_email: event.currentTarget.checked })}
            />
            <Switch
              label="Text message reminders"
              description={
                !settings.data.sms_consent
                  ? 'Allow text messages from us first (contact preference).'
                  : !settings.data.phone_verified
                    ? 'Verify your mobile number in Contact Information first: texts go only to a verified number.'
                    : 'The same reminders, by text to your verified phone.'
              }
              checked={
                settings.data.remind_by_sms &&
                settings.data.sms_consent &&
                settings.data.phone_verified
              }
              disabled={!settings.data.sms_consent || !settings.data.phone_verified}
              onChange={(event) => update.mutate({ remind_by_sms: event.currentTarget.checked })}
            />
          </Stack>
          {settings.data.time_zone && (
            <Text size="xs" c="dimmed">
              Dates and reminders use your time zone: {settings.data.time_zone}.
            </Text>
          )}
        </Stack>
      )}
    </BorderedCard>
  );
}
