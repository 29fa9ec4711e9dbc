import { Alert, Button, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  SUPPORT_TOPIC_LABELS,
  SUPPORT_TOPICS,
  type SupportTopic,
} from '@portal/domain/support/support-copy';
import { fieldErrors, isApiError } from '@portal/web-kit/api/api-error';
import { useState } from 'react';
import { useSendSupportMessage } from '../api/send-support-message';

const newKey = () => `support-${crypto.randomUUID()}`;

/**
 * Writing to the operator (issue 31, decision 544): what it is about, a subject and the message.
 * Sent once however often the button is pressed (the form's key), answered by e-mail.
 */
export function SupportForm({ email }: { email: string }) {
  const send = useSendSupportMessage();
  const [topic, setTopic] = useState<SupportTopic | ''>('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [key, setKey] = useState(newKey);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);

  const submit = async () => {
    // The checks of the domain's schema, loaded with the form's first send (zod stays out of the
    // page's first chunk, decision 500); the server checks the same schema again.
    const { SupportMessageInputSchema } = await import('@portal/domain/support/support-api');
    const parsed = SupportMessageInputSchema.safeParse({
      topic: topic || undefined,
      subject,
      message,
      idempotency_key: key,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      await send.mutateAsync(parsed.data);
      setSent(true);
      setTopic('');
      setSubject('');
      setMessage('');
      setKey(newKey());
    } catch (error) {
      setErrors(fieldErrors(error));
    }
  };

  const failure = send.error && isApiError(send.error) && !Object.keys(errors).length;
  return (
    <Stack
      gap="md"
      component="form"
      aria-labelledby="write-to-us"
      // Our checks say what is wrong in words; the browser's own bubbles would stop the send first.
      {...({ noValidate: true } as object)}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {sent && (
        <Alert color="green" variant="light" role="status" title="Message sent">
          {SUPPORT_MESSAGES.sent}
        </Alert>
      )}
      <NativeSelect
        label="What is it about?"
        required
        value={topic}
        error={errors.topic}
        onChange={(event) => {
          setTopic(event.currentTarget.value as SupportTopic);
          setSent(false);
        }}
        data={[
          { value: '', label: 'Choose one', disabled: true },
          ...SUPPORT_TOPICS.map((value) => ({ value, label: SUPPORT_TOPIC_LABELS[value] })),
        ]}
      />
      <TextInput
        label="Subject"
        required
        maxLength={SUPPORT_LIMITS.subject}
        value={subject}
        error={errors.subject}
        onChange={(event) => setSubject(event.currentTarget.value)}
      />
      <Textarea
        label="Message"
        required
        autosize
        minRows={5}
        maxLength={SUPPORT_LIMITS.message}
        value={message}
        error={errors.message}
        description={`${message.length} / ${SUPPORT_LIMITS.message}`}
        onChange={(event) => setMessage(event.currentTarget.value)}
      />
      {failure && (
        <Text c="red.9" size="sm" role="alert">
          {send.error.message}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        We answer by e-mail, to {email}.
      </Text>
      <Button type="submit" loading={send.isPending} w="fit-content">
        Send message
      </Button>
    </Stack>
  );
}
