/** One server-sent event as a client reads it. */
export interface SseEvent {
  id?: string;
  event?: string;
  data: string;
}

/**
 * Opens a server-sent-event stream with fetch (headers, unlike EventSource) and hands out its
 * events one by one; `next` and `nextOfKind` fail after `timeoutMs` so a missing event fails the test.
 */
export async function openStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const queue: SseEvent[] = [];

  function parse() {
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event: SseEvent = { data: '' };
      for (const line of block.split('\n')) {
        const [field, ...rest] = line.split(':');
        const value = rest.join(':').replace(/^ /, '');
        if (field === 'id') event.id = value;
        else if (field === 'event') event.event = value;
        else if (field === 'data') event.data += value;
      }
      if (event.event) queue.push(event);
      end = buffer.indexOf('\n\n');
    }
  }

  return {
    status: res.status,
    async next(timeoutMs = 5000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event arrived in time');
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
        ]);
        if (chunk === null) continue;
        if (chunk.done) throw new Error('the stream ended');
        buffer += chunk.value;
        parse();
      }
      return queue.shift()!;
    },
    /**
     * The first event whose data has this `kind`, passing over others: jobs (deadline sweeps,
     * reminders) may notify the same creator at any hour, and the test is about its own event.
     */
    async nextOfKind(kind: string, timeoutMs = 5000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const event = await this.next(Math.max(1, deadline - Date.now()));
        if ((JSON.parse(event.data) as { kind?: string }).kind === kind) return event;
      }
    },
    close: () => controller.abort(),
  };
}
