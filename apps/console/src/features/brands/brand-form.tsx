import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import type { BrandCreateInput } from '@portal/domain/brands/brand-api';
import type { ApiError } from '@portal/web-kit/api/api-error';
import { type FormEvent, useState } from 'react';
import { fieldProblems } from '../../lib/field-problems';

/**
 * A brand's name, website and contact e-mail, checked with the domain's schema (loaded on sending) before sending;
 * the server's field errors land next to their fields.
 */
export function BrandForm(props: {
  initial?: { name: string; website: string | null; contact_email: string | null };
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (body: BrandCreateInput) => void;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(props.initial?.name ?? '');
  const [website, setWebsite] = useState(props.initial?.website ?? '');
  const [contactEmail, setContactEmail] = useState(props.initial?.contact_email ?? '');
  const [fields, setFields] = useState<Record<string, string>>({});
  const serverFields = ((props.error as ApiError | null)?.details?.fields ?? {}) as Record<
    string,
    string
  >;
  const fieldError = (key: string) => fields[key] ?? serverFields[key] ?? null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { name, website, contact_email: contactEmail };
    const problems = await fieldProblems(
      async () => (await import('@portal/domain/brands/brand-api')).BrandCreateSchema,
      body,
    );
    setFields(problems);
    if (Object.keys(problems).length) return;
    props.onSubmit(body);
  };

  return (
    <form onSubmit={onSubmit} aria-label={props.submitLabel} noValidate>
      <Stack gap="sm">
        {props.error && !Object.keys(serverFields).length && (
          <Alert color="red" role="alert">
            {props.error.message}
          </Alert>
        )}
        <TextInput
          label="Name"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={fieldError('name')}
        />
        <TextInput
          label="Website"
          placeholder="https://"
          value={website}
          onChange={(e) => setWebsite(e.currentTarget.value)}
          error={fieldError('website')}
        />
        <TextInput
          label="Contact e-mail"
          type="email"
          value={contactEmail}
          onChange={(e) => setContactEmail(e.currentTarget.value)}
          error={fieldError('contact_email')}
        />
        <Group gap="sm">
          <Button type="submit" loading={props.pending}>
            {props.submitLabel}
          </Button>
          {props.onCancel && (
            <Button variant="default" onClick={props.onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
