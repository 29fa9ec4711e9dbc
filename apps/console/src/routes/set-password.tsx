import { Alert, Anchor, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { invitationLinkMessage, STAFF_MESSAGES } from '@portal/domain/staff/staff-api';
import type { Session } from '@portal/domain/users/me-api';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields, newPasswordReady } from '../features/account/new-password-fields';
import {
  useAcceptInvitation,
  useAskForNewInvitation,
  useInvitationCheck,
} from '../features/account/use-invitation';
import { api } from '../lib/api';
import { acceptSession } from '../lib/session';
import { ROLE_LABELS } from '../nav';

/**
 * The invitation's link (issue 28): who is invited and as what, then a password typed twice; the
 * account is made and signed in. A link that no longer works says why and offers to ask for a
 * new one (the first admin's link: run the command again).
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useInvitationCheck(token);
  const accept = useAcceptInvitation();
  const ask = useAskForNewInvitation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!newPasswordReady(password, confirm)) return;
    const { email } = await accept.mutateAsync({ token, password });
    const session = await api.post<Session>('/api/v1/auth/login', { email, password });
    await acceptSession(session);
    navigate('/', { replace: true });
  };

  const state = token ? check.data?.state : 'unknown';
  const ended = state && state !== 'pending' ? invitationLinkMessage(state) : null;
  return (
    <Container size={460} py="xl" component="main" id="main">
      <Stack gap="lg">
        <Title order={1} size="h2">
          Set your password
        </Title>
        {token && check.isPending && <Loader aria-label="Checking your link" />}
        {check.error && (
          <Alert color="red" role="alert">
            {check.error.message}
          </Alert>
        )}
        {ended && (
          <Stack gap="sm">
            <Alert color="red" role="alert" title="This link does not work">
              {ended}
            </Alert>
            {state === 'accepted' ? (
              <Anchor component={Link} to="/login">
                Go to sign in
              </Anchor>
            ) : state === 'unknown' ? null : check.data?.invited_by === null ? (
              <Text>
                Run <code>npm run ops -- create-admin {'<e-mail>'}</code> again on the server for a
                new link.
              </Text>
            ) : ask.isSuccess ? (
              <Alert color="green" role="status">
                We asked {check.data?.invited_by} to send you a new invitation.
              </Alert>
            ) : (
              <Stack gap="xs">
                <Text>{STAFF_MESSAGES.askAgain}</Text>
                <Button variant="default" loading={ask.isPending} onClick={() => ask.mutate(token)}>
                  Ask for a new invitation
                </Button>
              </Stack>
            )}
          </Stack>
        )}
        {state === 'pending' && check.data && (
          <form onSubmit={onSubmit} aria-label="Set your password" noValidate>
            <Stack gap="md">
              <Text>
                You are invited as <strong>{ROLE_LABELS[check.data.role!]}</strong>
                {check.data.brand_name ? ` of ${check.data.brand_name}` : ''}. You will sign in as{' '}
                <strong>{check.data.email}</strong>.
              </Text>
              {accept.error && (
                <Alert color="red" role="alert">
                  {accept.error.message}
                </Alert>
              )}
              <NewPasswordFields
                password={password}
                confirm={confirm}
                onPassword={setPassword}
                onConfirm={setConfirm}
                submitted={submitted}
              />
              <Button type="submit" loading={accept.isPending}>
                Set password and sign in
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}
