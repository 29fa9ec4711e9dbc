/**
 * A creator's requests sent to every server in turn until `stop()`: what each answered, and which
 * errors came without the error envelope. A refused connection is skipped (the fault suite kills
 * and restarts things on purpose).
 */
export function backgroundTraffic(servers: string[], path: string, token: string, pauseMs = 0) {
  let stopped = false;
  const statuses: number[] = [];
  const withoutEnvelope: string[] = [];
  const running = (async () => {
    while (!stopped) {
      for (const server of servers) {
        const res = await fetch(`${server}${path}`, {
          headers: { authorization: `Bearer ${token}` },
        }).catch(() => null);
        if (!res) continue;
        statuses.push(res.status);
        if (res.status >= 400) {
          const body = (await res.json().catch(() => null)) as { error?: { code?: string } };
          if (!body?.error?.code) withoutEnvelope.push(`${server} ${res.status}`);
        } else {
          await res.arrayBuffer();
        }
      }
      if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
    }
  })();
  return {
    statuses,
    withoutEnvelope,
    async stop() {
      stopped = true;
      await running;
    },
  };
}
