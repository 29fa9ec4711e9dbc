import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

// CPU time of processes on this machine, read from /proc (Linux): what a request costs the
// server, whatever else the shared machine is doing meanwhile. Clock ticks are 10 ms, so only
// totals over a whole run of requests mean anything.
const TICK_MS = 10;

function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces: state is field 3.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** User + system CPU of one process so far, in ms (null when it cannot be read). */
export function processCpuMs(pid: number): number | null {
  const f = statFields(pid);
  if (!f) return null;
  // utime and stime are fields 14 and 15 of /proc/pid/stat; f[0] is field 3.
  return (Number(f[11]) + Number(f[12])) * TICK_MS;
}

/** The CPU of a set of processes, summed; `null` when none can be read. */
export function processesCpuMs(pids: number[]): number | null {
  let sum = 0;
  let any = false;
  for (const pid of pids) {
    const ms = processCpuMs(pid);
    if (ms !== null) {
      sum += ms;
      any = true;
    }
  }
  return any ? sum : null;
}

/**
 * The whole PostgreSQL cluster's CPU so far (postmaster, its live children, and the children it
 * has reaped), when the server runs on this machine and the bench may read its data folder's
 * postmaster.pid. Counts every database of the cluster: give the bench a cluster of its own.
 */
export async function postgresCpuReader(url: string): Promise<(() => number) | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ setting: string }>(
      `select setting from pg_settings where name = 'data_directory'`,
    );
    const dir = rows[0]?.setting;
    if (!dir) return null;
    const postmaster = Number(readFileSync(`${dir}/postmaster.pid`, 'utf8').split('\n')[0]);
    if (!statFields(postmaster)) return null;
    return () => {
      const own = statFields(postmaster)!;
      // utime, stime, cutime, cstime: fields 14–17.
      let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
      for (const entry of readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        const f = statFields(Number(entry));
        if (f && Number(f[1]) === postmaster) ticks += Number(f[11]) + Number(f[12]);
      }
      return ticks * TICK_MS;
    };
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}
