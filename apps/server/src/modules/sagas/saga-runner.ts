import type { Container } from '../../container';
import { PermanentJobError } from '../../jobs/job-errors';
import type { JobRow } from '../../jobs/queue';
import type { SagaJobPayload } from './saga-definition';
import { findSaga } from './saga-registry';

/** Runs a saga job: finds its definition and hands it the validated input. */
export async function runSagaJob(job: JobRow, container: Container) {
  const { name, version, actor, input } = job.payload as unknown as SagaJobPayload;
  const saga = findSaga(name, version);
  if (!saga) throw new PermanentJobError(`Unknown saga ${name} v${version}`);
  const parsed = saga.payloadSchema.safeParse(input);
  if (!parsed.success) throw new PermanentJobError('Invalid saga payload');
  return saga.run({ payload: parsed.data, actor, transactionId: job.transaction_id!, container });
}
