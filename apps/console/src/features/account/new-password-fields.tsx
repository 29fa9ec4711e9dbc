import { PasswordInput, Stack } from '@mantine/core';
import { PASSWORD_MAX, PASSWORD_MIN } from '@portal/domain/staff/password-length';

/** A new password typed twice; the form submits only when both match and the length is right. */
export function NewPasswordFields(props: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  submitted: boolean;
}) {
  const tooShort = props.password.length < PASSWORD_MIN || props.password.length > PASSWORD_MAX;
  const mismatch = props.confirm !== props.password;
  return (
    <Stack gap="md">
      <PasswordInput
        label="New password"
        description={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters`}
        autoComplete="new-password"
        required
        value={props.password}
        onChange={(e) => props.onPassword(e.currentTarget.value)}
        error={
          props.submitted && tooShort ? `Use ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.` : null
        }
      />
      <PasswordInput
        label="Repeat the new password"
        autoComplete="new-password"
        required
        value={props.confirm}
        onChange={(e) => props.onConfirm(e.currentTarget.value)}
        error={props.submitted && mismatch ? 'The two passwords differ.' : null}
      />
    </Stack>
  );
}

export const newPasswordReady = (password: string, confirm: string) =>
  password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX && password === confirm;
