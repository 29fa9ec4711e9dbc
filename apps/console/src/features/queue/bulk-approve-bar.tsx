import { Alert, Button, Group, Text } from '@mantine/core';
import { useBulkApprove } from './use-bulk-approve';

/**
 * Approves the selected items in one request; the server checks and audits each on its own, so
 * the answer lists which were approved and why any were not.
 */
export function BulkApproveBar({ selected, onDone }: { selected: number[]; onDone: () => void }) {
  const bulk = useBulkApprove();
  const run = (action: string) =>
    bulk.mutate({ action, content_ids: selected }, { onSuccess: onDone });
  const results = bulk.data?.results ?? [];
  const failed = results.filter((r) => !r.ok);
  return (
    <>
      {selected.length > 0 && (
        <Group gap="sm" wrap="wrap">
          <Text size="sm">{selected.length} selected</Text>
          <Button size="xs" loading={bulk.isPending} onClick={() => run('approve_distribute')}>
            Approve selected to post
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={bulk.isPending}
            onClick={() => run('approve_do_not_distribute')}
          >
            Approve selected, do not post
          </Button>
        </Group>
      )}
      <div role="status" aria-live="polite">
        {bulk.data && (
          <Alert color={failed.length ? 'yellow' : 'green'}>
            {results.length - failed.length} approved
            {failed.length > 0 && `; ${failed.length} not: `}
            {failed.map((f) => `#${f.content_id} ${f.error}`).join('; ')}
          </Alert>
        )}
        {bulk.error && <Alert color="red">{bulk.error.message}</Alert>}
      </div>
    </>
  );
}
