import { Alert, Anchor, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { isApiError } from '@portal/web-kit/api/api-error';
import { formatDateTime } from '@portal/web-kit/format/dates';
import { ConfirmDialog } from '@portal/web-kit/ui/confirm-dialog';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { useEffect, useRef, useState } from 'react';
import { Link, useBlocker, useParams } from 'react-router';
import { useConsoleMe } from '../features/account/use-console-me';
import { CampaignForm } from '../features/studio/campaign-form';
import {
  fieldIdOf,
  LIFECYCLE_COLORS,
  LIFECYCLE_LABELS,
  NOTICE_LABELS,
} from '../features/studio/draft-form';
import { managesStudio, ReviewOnlyNote } from '../features/studio/studio-role';
import { useDraftState } from '../features/studio/use-draft-state';
import {
  useCloseCampaign,
  usePublish,
  useSaveDraft,
  useStudioCampaign,
  useStudioOptions,
} from '../features/studio/use-studio';
import classes from './studio.module.css';

const FIELD_NAMES: Record<string, string> = {
  name: 'Name',
  short_description: 'Short description',
  platform: 'Platform',
  campaign_content_workflow: 'Content workflow',
  influencer_compensation_type: 'Compensation type',
  payout_cents: 'Payout',
  creator_expense_cents: 'Creator expense',
  product_name: 'Product name',
  product_description: 'Product description',
  flight_start: 'Campaign starts',
  flight_end: 'Campaign ends',
  windows: 'Posting windows',
  content_dos: 'Content: do',
  content_donts: 'Content: don’t',
  caption_dos: 'Caption: do',
  caption_donts: 'Caption: don’t',
  hashtags: 'Hashtags',
  screen_names: 'Handles to tag',
  video_orientation: 'Video orientation',
  sample_image_ids: 'Sample post images',
  mood_board_image_ids: 'Mood board',
  custom_terms: 'Custom terms',
  smart_questions: 'Smart questions',
  category_ids: 'Categories',
  auto_assign_requests: 'Auto-assign',
  waitlist: 'Waitlist',
};

const nameOf = (path: string) => {
  const [field, index] = path.split('.');
  const name = FIELD_NAMES[field ?? ''] ?? field;
  if (field === 'windows' && index !== undefined) return `Posting window ${Number(index) + 1}`;
  if (field === 'smart_questions' && index !== undefined) return `Question ${Number(index) + 1}`;
  return name;
};

/** The campaign editor (issue 29): every field, save, preview, publish with problems by field, close. */
export function Component() {
  const id = Number(useParams().campaignId);
  const campaign = useStudioCampaign(id);
  const options = useStudioOptions();
  const me = useConsoleMe();
  const draft = useDraftState(campaign.data);
  const save = useSaveDraft(id);
  const publish = usePublish(id);
  const close = useCloseCampaign(id);
  const [problems, setProblems] = useState<Record<string, string> | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; stale: boolean } | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const summary = useRef<HTMLElement>(null);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      draft.dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (problems && Object.keys(problems).length > 0) summary.current?.focus();
  }, [problems]);

  if (campaign.isPending || (campaign.data && !draft.doc)) return <PageLoader />;
  if (campaign.error || !campaign.data || !draft.doc) {
    return (
      <Alert color="red" role="alert" title="This campaign could not be opened">
        {campaign.error?.message ?? 'Please try again.'}{' '}
        <Anchor component={Link} c="inherit" underline="always" to="/campaigns">
          Back to campaigns
        </Anchor>
      </Alert>
    );
  }
  const c = campaign.data;
  const doc = draft.doc;
  // The server's answer for this campaign, and the user's role: a reviewer never sees an action.
  const readOnly = !c.can_edit || !managesStudio(me.data);
  const shown = problems ?? {};
  const busy = save.isPending || publish.isPending || close.isPending;

  const failed = (error: unknown) => {
    const stale = isApiError(error) && error.status === 409;
    setFailure({ message: (error as Error).message, stale });
    const fields = isApiError(error) ? error.details?.fields : undefined;
    if (fields) setProblems(fields);
  };

  /** Saves when there are edits; resolves to the revision the server holds, or null on failure. */
  const saveNow = async (): Promise<number | null> => {
    setFailure(null);
    setNotice(null);
    if (!draft.dirty) return c.revision;
    try {
      const saved = await save.mutateAsync({ revision: c.revision, document: doc });
      if (problems) setProblems(saved.problems);
      return saved.revision;
    } catch (error) {
      failed(error);
      return null;
    }
  };

  const onSave = async () => {
    if ((await saveNow()) !== null)
      setNotice('Draft saved. Creators see nothing until you publish.');
  };

  const onPublish = async () => {
    const revision = await saveNow();
    if (revision === null) return;
    try {
      const result = await publish.mutateAsync(revision);
      setProblems(null);
      setNotice(
        result.notified > 0
          ? `Published. ${result.notified} ${result.notified === 1 ? 'creator was' : 'creators were'} told of the changes.`
          : 'Published. Creators you invite now see this campaign.',
      );
    } catch (error) {
      failed(error);
    }
  };

  const onClose = async () => {
    try {
      await close.mutateAsync();
      setConfirmClose(false);
      setNotice('Closed: no new invites or requests. Open deliverables continue to their end.');
    } catch (error) {
      setConfirmClose(false);
      failed(error);
    }
  };

  const reload = async () => {
    const fresh = await campaign.refetch();
    if (fresh.data) draft.reset(fresh.data);
    setFailure(null);
  };

  const problemList = Object.entries(shown);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Anchor component={Link} to="/campaigns" size="sm">
            ← Campaigns
          </Anchor>
          <Title order={1} size="h2">
            {doc.name || 'Untitled campaign'}
          </Title>
          <Group gap="xs">
            <Badge color={LIFECYCLE_COLORS[c.lifecycle]}>{LIFECYCLE_LABELS[c.lifecycle]}</Badge>
            <Text size="sm" c="dimmed">
              {c.brand.name} · saved {formatDateTime(c.updated_at)}
              {c.has_unpublished_changes && c.lifecycle !== 'draft'
                ? ' · changes not yet published'
                : ''}
            </Text>
          </Group>
        </Stack>
      </Group>

      <div className={classes.actions} role="toolbar" aria-label="Campaign actions">
        <Group gap="xs" wrap="wrap">
          {!readOnly && (
            <Button
              variant="default"
              onClick={() => void onSave()}
              loading={save.isPending && !publish.isPending}
              disabled={busy}
            >
              Save draft
            </Button>
          )}
          <Button component={Link} to={`/campaigns/${id}/preview`} variant="default">
            Preview as a creator
          </Button>
          {!readOnly && c.lifecycle !== 'closed' && (
            <Button
              onClick={() => void onPublish()}
              loading={publish.isPending}
              disabled={
                busy || (c.lifecycle === 'published' && !draft.dirty && !c.has_unpublished_changes)
              }
            >
              {c.lifecycle === 'draft' ? 'Publish' : 'Publish changes'}
            </Button>
          )}
          {c.lifecycle !== 'draft' && (
            <Button component={Link} to={`/campaigns/${id}/board`} variant="default">
              Board
            </Button>
          )}
          {!readOnly && c.lifecycle === 'published' && (
            <>
              <Button component={Link} to={`/creators?campaign=${id}`} variant="default">
                Invite creators
              </Button>
              <Button
                variant="subtle"
                color="red"
                onClick={() => setConfirmClose(true)}
                disabled={busy}
              >
                Close campaign
              </Button>
            </>
          )}
          {!readOnly && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {draft.dirty ? 'Unsaved changes' : 'All changes saved'}
            </Text>
          )}
        </Group>
      </div>

      {readOnly && (
        <ReviewOnlyNote>
          You can review this campaign but not edit it: only ops and the brand’s admins change,
          publish or close it and invite creators.
        </ReviewOnlyNote>
      )}
      {draft.restored && (
        <Alert
          color="yellow"
          withCloseButton
          onClose={draft.dismissRestored}
          closeButtonLabel="Dismiss"
        >
          Your unsaved changes from before were kept. Save them, or reload to drop them.
        </Alert>
      )}
      <div role="status" aria-live="polite">
        {notice && <Alert color="green">{notice}</Alert>}
      </div>
      {failure && (
        <Alert color="red" role="alert">
          {failure.message}
          {failure.stale && (
            <Group mt="xs">
              <Text size="sm">Your edits are still on this page.</Text>
              <Button size="xs" variant="default" onClick={() => void reload()}>
                Load the newer version (drops your edits)
              </Button>
            </Group>
          )}
        </Alert>
      )}
      {problemList.length > 0 && (
        <section
          ref={summary}
          tabIndex={-1}
          className={classes.summary}
          aria-labelledby="problems-title"
        >
          <Alert color="red" title={<span id="problems-title">Before this can be published</span>}>
            <List size="sm">
              {problemList.map(([path, message]) => (
                <List.Item key={path}>
                  <Anchor
                    c="inherit"
                    underline="always"
                    fw={600}
                    href={`#${fieldIdOf(path)}`}
                    onClick={(e) => {
                      e.preventDefault();
                      const el = document.getElementById(fieldIdOf(path));
                      el?.focus();
                      el?.scrollIntoView({ block: 'center' });
                    }}
                  >
                    {nameOf(path)}
                  </Anchor>
                  : {message}
                </List.Item>
              ))}
            </List>
          </Alert>
        </section>
      )}
      {c.lifecycle !== 'draft' && c.notices.length > 0 && (
        <Alert color="blue" title="Publishing these changes tells creators with open invites that">
          <List size="sm">
            {c.notices.map((n) => (
              <List.Item key={n}>{NOTICE_LABELS[n]}</List.Item>
            ))}
          </List>
        </Alert>
      )}

      <CampaignForm
        campaign={c}
        doc={doc}
        set={draft.set}
        problems={shown}
        options={options.data}
        readOnly={readOnly}
      />

      <ConfirmDialog
        opened={confirmClose}
        title="Close this campaign?"
        confirmLabel="Close campaign"
        danger
        pending={close.isPending}
        onConfirm={() => void onClose()}
        onCancel={() => setConfirmClose(false)}
      >
        <Text size="sm">
          No new invites or requests will be taken. Creators already working on it continue to their
          end.
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={blocker.state === 'blocked'}
        title="Leave without saving?"
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        <Text size="sm">
          Your changes are kept in this tab until you come back, but are not saved.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
