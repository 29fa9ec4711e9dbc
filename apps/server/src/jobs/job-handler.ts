import type { Container } from '../container';
import type { JobRow } from './queue';

/** What runs one kind of job: the modules' jobs files declare theirs, handlers.ts lists them all. */
export type JobHandler = (
  job: JobRow,
  container: Container,
) => Promise<Record<string, unknown> | undefined>;
