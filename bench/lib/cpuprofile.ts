import { readFileSync } from 'node:fs';

// Reads a V8 .cpuprofile (node --cpu-prof) and sums self time by function and by where the code
// lives (our server, the domain, each npm package, Node's internals, GC, idle): what a profile
// of a page under load says, in a few lines instead of a flame graph.
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives: an npm package, a folder of ours, Node itself, or V8's states. */
export function placeOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node internals';
  const ours = url.match(/(apps\/server\/src\/[^/]+(?:\/[^/]+)?|packages\/domain\/src\/[^/]+)/);
  if (ours) return ours[1]!.replace(/\/[^/]+\.ts$/, '');
  return url.replace(/^file:\/\//, '');
}

export function summarise(file: string, top = 25) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const idle = [...selfUs.entries()]
    .filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)')
    .reduce((a, [, us]) => a + us, 0);
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') continue;
    const place = placeOf(url, functionName);
    byPlace.set(place, (byPlace.get(place) ?? 0) + us);
    const key = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  }
  const busy = total - idle;
  const pct = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
  const lines = [`busy ${(busy / 1000).toFixed(0)} ms of ${(total / 1000).toFixed(0)} ms sampled`];
  lines.push('-- self time by place (share of busy time)');
  for (const [place, us] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`${pct(us)}  ${place}`);
  lines.push('-- self time by function');
  for (const [fn, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`${pct(us)}  ${fn}`);
  return { busyMs: busy / 1000, text: lines.join('\n') };
}

/**
 * Inclusive (total) time of every function whose name or file matches `pattern`: the time spent
 * in it and everything it called, as a share of busy time. Recursion is counted once.
 */
export function inclusive(file: string, patterns: RegExp[]) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const sums = patterns.map(() => 0);
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    if (byId.get(id)!.callFrame.functionName === '(idle)') return;
    busy += us;
    const hit = patterns.map(() => false);
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { functionName, url } = byId.get(at)!.callFrame;
      patterns.forEach((p, k) => {
        if (p.test(`${functionName} ${url}`)) hit[k] = true;
      });
    }
    hit.forEach((h, k) => {
      if (h) sums[k]! += us;
    });
  });
  return patterns.map((p, k) => ({ pattern: p.source, share: (100 * sums[k]!) / busy }));
}
