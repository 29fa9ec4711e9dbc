import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { ACCOUNT_MESSAGES } from '@portal/domain/account/account-messages';
import type { ApiError } from '@portal/web-kit/api/api-error';
import { formatDateTime } from '@portal/web-kit/format/dates';
import { ConfirmDialog } from '@portal/web-kit/ui/confirm-dialog';
import { type FormEvent, useState } from 'react';
import { NewPasswordFields } from '../features/account/new-password-fields';
import { useConsoleMe } from '../features/account/use-console-me';
import { useOwnAccountActions, useOwnSessions } from '../features/account/use-own-account';
import { fieldProblems } from '../lib/field-problems';
import { signOut } from '../lib/session';
import { ROLE_LABELS } from '../nav';

/**
 * The signed-in staff user's own account (issue 28, decision 537): change the password (every
 * other session ends), see where one is signed in, sign one out or all of them.
 */
export function Component() {
  const me = useConsoleMe();
  const sessions = useOwnSessions();
  const actions = useOwnAccountActions();
  const [notice, setNotice] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const failure = actions.endSession.error ?? actions.signOutEverywhere.error ?? sessions.error;

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        Account
      </Title>
      {me.data && (
        <Text>
          {me.data.email} · {ROLE_LABELS[me.data.role]}
          {me.data.brand ? ` of ${me.data.brand.name}` : ''}
        </Text>
      )}
      <div role="status" aria-live="polite">
        {notice && <Alert color="green">{notice}</Alert>}
      </div>
      {failure && (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      )}

      <ChangePassword
        onChanged={() => setNotice('Your password is changed. Every other session was signed out.')}
      />

      <Stack gap="sm" component="section" aria-labelledby="sessions-title">
        <Title order={2} size="h4" id="sessions-title">
          Where you are signed in
        </Title>
        {sessions.data?.sessions.map((s) => (
          <Card key={s.id} withBorder padding="sm" component="article" aria-label={s.device}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={600}>{s.device}</Text>
                  {s.current && <Badge variant="light">This browser</Badge>}
                </Group>
                <Text size="sm" c="dimmed">
                  {s.ip ? `${s.ip} · ` : ''}signed in {formatDateTime(s.signed_in_at)} · last active{' '}
                  {formatDateTime(s.last_active_at)}
                </Text>
              </Stack>
              {!s.current && (
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Sign out ${s.device}, signed in ${formatDateTime(s.signed_in_at)}`}
                  loading={actions.endSession.isPending && actions.endSession.variables === s.id}
                  onClick={() =>
                    actions.endSession.mutate(s.id, {
                      onSuccess: () => setNotice(`${s.device} is signed out.`),
                    })
                  }
                >
                  Sign out
                </Button>
              )}
            </Group>
          </Card>
        ))}
        <Button variant="default" color="red" w="fit-content" onClick={() => setLeaving(true)}>
          Sign out everywhere
        </Button>
      </Stack>

      <ConfirmDialog
        opened={leaving}
        title="Sign out everywhere?"
        confirmLabel="Sign out everywhere"
        danger
        pending={actions.signOutEverywhere.isPending}
        onConfirm={() =>
          actions.signOutEverywhere.mutate(undefined, {
            onSuccess: () => void signOut(),
            onSettled: () => setLeaving(false),
          })
        }
        onCancel={() => setLeaving(false)}
      >
        Every browser where you are signed in is signed out at once, this one included. Sign in
        again with your password.
      </ConfirmDialog>
    </Stack>
  );
}

/** Current password, then the new one twice; the server checks the current one. */
function ChangePassword({ onChanged }: { onChanged: () => void }) {
  const { changePassword } = useOwnAccountActions();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const serverFields = ((changePassword.error as ApiError | null)?.details?.fields ?? {}) as Record<
    string,
    string
  >;
  const shown = { ...serverFields, ...fields };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const body = { current_password: current, new_password: password };
    const problems = await fieldProblems(
      async () => (await import('@portal/domain/account/account-api')).ChangePasswordSchema,
      body,
    );
    setFields(problems);
    if (Object.keys(problems).length || confirm !== password) return;
    changePassword.mutate(body, {
      onSuccess: () => {
        setCurrent('');
        setPassword('');
        setConfirm('');
        setSubmitted(false);
        onChanged();
      },
    });
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="password-title">
      <form onSubmit={onSubmit} aria-label="Change your password" noValidate>
        <Stack gap="sm" maw={420}>
          <Title order={2} size="h4" id="password-title">
            Change your password
          </Title>
          {changePassword.error && !Object.keys(serverFields).length && (
            <Alert color="red" role="alert">
              {changePassword.error.message}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
            error={
              shown.current_password ??
              (submitted && !current ? ACCOUNT_MESSAGES.currentPassword : null)
            }
          />
          <NewPasswordFields
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
            submitted={submitted}
          />
          {shown.new_password && (
            <Text c="red" size="sm" role="alert">
              {shown.new_password}
            </Text>
          )}
          <Button type="submit" loading={changePassword.isPending} w="fit-content">
            Change password
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
