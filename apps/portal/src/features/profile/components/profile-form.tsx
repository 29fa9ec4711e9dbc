import { Accordion, Alert, Box, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FieldErrors } from '@portal/domain/errors/app-error';
import { ERROR_MESSAGES } from '@portal/domain/errors/error-catalogue';
import type { Profile } from '@portal/domain/profile/profile-api';
import { PROFILE_SAVED_MESSAGE, smsConsentWrite } from '@portal/domain/profile/sms-consent';
import { fieldErrors } from '@portal/web-kit/api/api-error';
import { notifySuccess } from '@portal/web-kit/ui/notify';
import type { QueryKey } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { useUpdateProfile } from '../api/update-profile';
import { AboutYouPanel } from './panels/about-you-panel';
import {
  type ProfileFormValues,
  type ProfilePanel,
  panelsWithErrors,
  saveErrorMessages,
  toFormValues,
} from './profile-form-values';
import { SaveButton, type SaveState } from './save-button';
import { useLeaveGuard } from './use-leave-guard';

/**
 * About You opens first and comes with the page; the other panels, closed at first, and the two
 * dialogs load just after it (decision 500): the number input, check boxes and modal layers are
 * not on the page's critical path.
 */
const SocialAccountsPanel = lazyNamed(
  () => import('./panels/social-accounts-panel'),
  'SocialAccountsPanel',
);
const ContentCapabilitiesPanel = lazyNamed(
  () => import('./panels/content-capabilities-panel'),
  'ContentCapabilitiesPanel',
);
const ContactInformationPanel = lazyNamed(
  () => import('./panels/contact-information-panel'),
  'ContactInformationPanel',
);
const FamilyPanel = lazyNamed(() => import('./panels/family-panel'), 'FamilyPanel');
const DiscardChangesModal = lazyNamed(
  () => import('./discard-changes-modal'),
  'DiscardChangesModal',
);
const LeaveConfirmationModal = lazyNamed(
  () => import('./leave-confirmation-modal'),
  'LeaveConfirmationModal',
);

/**
 * The form's checks (zod and the top-level-domain list, ~35 kB) load on the first edit, or at the
 * latest on save, rather than with the page (decision 500).
 */
const loadValidator = () =>
  import('./validate-profile-form').then((module) => module.validateProfileForm);

/** Part 1 section 4 'Profile save': a save that came from leaving reloads 1 second later. */
export const LEAVE_RELOAD_DELAY_MS = 1000;

const PANELS: { value: ProfilePanel; title: string }[] = [
  { value: 'social', title: 'Social Accounts' },
  { value: 'about', title: 'About You' },
  { value: 'content', title: 'Content Capabilities' },
  { value: 'contact', title: 'Contact Information' },
  { value: 'family', title: 'Family and Household' },
];

interface Props {
  profile: Profile;
  initialPanels?: ProfilePanel[];
  /** Queries a save changes besides the profile (the signed-in user's header). */
  invalidate?: QueryKey[];
  phoneExtras?: ReactNode;
}

/** The profile editor (part 1 section 2): five collapsible panels, save states and guards. */
export function ProfileForm({
  profile,
  initialPanels = ['about'],
  invalidate,
  phoneExtras,
}: Props) {
  const update = useUpdateProfile({ invalidate });
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(profile),
  });
  const [panels, setPanels] = useState<string[]>(initialPanels);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const [messages, setMessages] = useState<{ form: string; contact: string | null } | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const fromLeaving = useRef(false);
  const dirty = form.isDirty();
  useEffect(() => {
    // A head start only: if it fails, Save loads again and says so.
    if (dirty) loadValidator().catch(() => {});
  }, [dirty]);
  const guard = useLeaveGuard(dirty && status !== 'saving');

  const state: SaveState =
    status === 'saving'
      ? 'saving'
      : status === 'error'
        ? 'error'
        : dirty
          ? 'dirty'
          : status === 'saved'
            ? 'saved'
            : 'clean';

  const showErrors = (fields: FieldErrors, message?: string) => {
    setStatus('error');
    const found = saveErrorMessages(fields);
    setMessages(message ? { ...found, form: message } : found);
    setPanels((open) => [...new Set([...open, ...panelsWithErrors(fields)])]);
  };

  const save = async (values: ProfileFormValues, changes: Record<string, unknown>) => {
    const target = guard.targetHref;
    setStatus('saving');
    setMessages(null);
    const payload: Record<string, unknown> = { ...changes };
    if (values.consents_to_sms_messaging && !profile.consents_to_sms_messaging) {
      Object.assign(payload, smsConsentWrite(profile, new Date()));
    }
    try {
      const saved = toFormValues(await update.mutateAsync(payload));
      form.setInitialValues(saved);
      form.setValues(saved);
      form.resetDirty(saved);
      setStatus('saved');
      notifySuccess(PROFILE_SAVED_MESSAGE);
      if (fromLeaving.current) {
        fromLeaving.current = false;
        guard.stay();
        setTimeout(
          () => window.location.assign(target ?? window.location.href),
          LEAVE_RELOAD_DELAY_MS,
        );
      }
    } catch (error) {
      fromLeaving.current = false;
      const fields = fieldErrors(error);
      form.setErrors(fields);
      showErrors(fields, (error as Error).message);
    }
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const values = form.getValues();
    const validate = await loadValidator().catch(() => null);
    // The checks could not be loaded (offline, or a new release replaced the file): say so, and
    // keep every edit where it is for the next try.
    if (!validate) return showErrors({}, ERROR_MESSAGES.critical);
    const { patch, errors } = validate(values, form.getInitialValues());
    if (Object.keys(errors).length === 0) return save(values, patch);
    fromLeaving.current = false;
    form.setErrors(errors);
    showErrors(errors);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Accordion
          multiple
          value={panels}
          onChange={setPanels}
          variant="separated"
          chevronPosition="right"
        >
          {PANELS.map((panel) => (
            <Accordion.Item key={panel.value} value={panel.value}>
              <Accordion.Control>{panel.title}</Accordion.Control>
              <Accordion.Panel>
                <Suspense fallback={<Box mih={120} aria-busy="true" />}>
                  {panel.value === 'social' && (
                    <SocialAccountsPanel form={form} accounts={profile.access_tokens} />
                  )}
                  {panel.value === 'about' && <AboutYouPanel form={form} email={profile.email} />}
                  {panel.value === 'content' && <ContentCapabilitiesPanel form={form} />}
                  {panel.value === 'contact' && (
                    <ContactInformationPanel form={form} phoneExtras={phoneExtras} />
                  )}
                  {panel.value === 'family' && <FamilyPanel form={form} />}
                </Suspense>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        {messages && (
          <Alert color="red" role="alert" title={messages.form}>
            {messages.contact}
          </Alert>
        )}
        <Group
          justify="flex-end"
          gap="sm"
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          {dirty && (
            <Button variant="default" onClick={() => setDiscarding(true)}>
              Discard changes
            </Button>
          )}
          <SaveButton state={state} />
        </Group>
      </Stack>
      <Suspense fallback={null}>
        <DiscardChangesModal
          opened={discarding}
          onClose={() => setDiscarding(false)}
          onDiscard={() => {
            form.reset();
            form.clearErrors();
            setMessages(null);
            setStatus('idle');
            setDiscarding(false);
          }}
        />
        <LeaveConfirmationModal
          opened={guard.prompting}
          saving={status === 'saving'}
          onStay={() => {
            // Dismissing clears the unsaved-changes flag (part 1 section 2).
            form.resetDirty();
            guard.stay();
          }}
          onLeave={guard.leave}
          onSave={() => {
            fromLeaving.current = true;
            void submit();
          }}
        />
      </Suspense>
    </Box>
  );
}
