import { Alert, Button, Group, List, Text } from '@mantine/core';
import { reviewActionLabel } from '@portal/domain/review/review-labels';
import { ConfirmDialog } from '@portal/web-kit/ui/confirm-dialog';
import { useState } from 'react';
import { useBulkApprove } from './use-bulk-approve';

const LABELS: Record<string, string> = {
  approve_distribute: 'Approve selected to post',
  approve_do_not_distribute: 'Approve selected, do not post',
};

/**
 * Approves the selected items in one request, after ops or the brand confirm (issue 26): the
 * server checks and audits each on its own, refusing media not ready, so the answer lists which
 * were approved, what each owes, and why any were not.
 */
export function BulkApproveBar({ selected, onDone }: { selected: number[]; onDone: () => void }) {
  const bulk = useBulkApprove();
  const [confirming, setConfirming] = useState<string | null>(null);
  const run = (action: string) =>
    bulk.mutate(
      { action, content_ids: selected },
      {
        onSuccess: onDone,
        onSettled: () => setConfirming(null),
      },
    );
  const results = bulk.data?.results ?? [];
  const failed = results.filter((r) => !r.ok);
  const done = results.filter((r) => r.ok);
  const n = selected.length;
  return (
    <>
      {n > 0 && (
        <Group gap="sm" wrap="wrap">
          <Text size="sm">{n} selected</Text>
          <Button
            size="xs"
            loading={bulk.isPending}
            onClick={() => setConfirming('approve_distribute')}
          >
            {LABELS.approve_distribute}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={bulk.isPending}
            onClick={() => setConfirming('approve_do_not_distribute')}
          >
            {LABELS.approve_do_not_distribute}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={`${confirming ? reviewActionLabel(confirming) : 'Approve'}: ${n} ${n === 1 ? 'item' : 'items'}?`}
        confirmLabel={`Approve ${n} ${n === 1 ? 'item' : 'items'}`}
        pending={bulk.isPending}
        onConfirm={() => confirming && run(confirming)}
        onCancel={() => setConfirming(null)}
      >
        <Text size="sm">
          Each item is approved on its own and owes its invite's fee, unless that invite already has
          approved content (then nothing more). Items whose media is not ready, or that someone else
          moved meanwhile, are not approved: the list after says which and why.
        </Text>
      </ConfirmDialog>
      <div role="status" aria-live="polite">
        {bulk.data && (
          <Alert color={failed.length ? 'yellow' : 'green'}>
            <Text size="sm">
              {done.length} approved{failed.length > 0 && `; ${failed.length} not`}.
            </Text>
            <List size="sm">
              {done.map((r) => (
                <List.Item key={r.content_id}>
                  #{r.content_id}: {r.payout_notice ?? 'approved'}
                </List.Item>
              ))}
              {failed.map((r) => (
                <List.Item key={r.content_id}>
                  #{r.content_id} not approved: {r.error}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {bulk.error && <Alert color="red">{bulk.error.message}</Alert>}
      </div>
    </>
  );
}
