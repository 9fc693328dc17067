// The functions that took a screen change's main-thread time (journey-trace.bench.ts): V8's sampling profiler runs
// with the trace (category disabled-by-default-v8.cpu_profiler) and writes its samples as ProfileChunk events; here
// the samples that fall in one window are summed per function, by self time and by total time (the function or one
// it called on the stack). Build the app unminified (vite build --minify false) to read the functions' names.

interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber?: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
}

export interface ProfileEvent {
  name: string;
  id?: string;
  pid: number;
  tid: number;
  ts: number;
  args?: {
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

/** One sample: when (trace µs) and the stack's leaf node. */
interface Sample {
  ts: number;
  node: number;
}

export interface CpuProfile {
  nodes: Map<number, ProfileNode>;
  samples: Sample[];
}

/** The samples of the profile that ran on the given thread (the renderer's main thread). */
export function readCpuProfile(events: ProfileEvent[], main: { pid: number; tid: number }): CpuProfile {
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  const starts = events.filter((e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid);
  for (const start of starts) {
    let ts = start.args?.data?.startTime ?? start.ts;
    const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === main.pid && e.id === start.id);
    for (const chunk of chunks) {
      const data = chunk.args?.data;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      ids.forEach((node, i) => {
        ts += deltas[i] ?? 0;
        samples.push({ ts, node });
      });
    }
  }
  samples.sort((a, b) => a.ts - b.ts);
  return { nodes, samples };
}

export const IDLE = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);
// React's and the scheduler's own loop: on every stack of a render, so their total time says nothing.
export const LOOP =
  /^(performWork|workLoop|renderRoot|beginWork|completeWork|completeUnitOfWork|commit|flush|recursively|runWithFiber|performUnitOfWork|renderWithHooks|updateFunctionComponent|mountIndeterminate|callCallback|processRootSchedule|scheduleTaskForRoot|reconcileChildren|updateForwardRef|updateMemo|updateSimpleMemo|updateContextProvider|mountLazy|updateSuspense|attemptEarlyBailout|bailout|performSyncWork|scheduleImmediateRoot|runTask|\(anonymous\))/;

function frameName(frame: CallFrame): string {
  // Native and V8-internal frames have no script address.
  const file = (frame.url ?? '').replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '');
  const name = frame.functionName || '(anonymous)';
  return file ? `${name} ${file}:${(frame.lineNumber ?? 0) + 1}` : name;
}

/** Lines: the top functions by self and by total time in [from, to] (trace µs); each sample weighs until the next. */
export function profileLines(profile: CpuProfile, from: number, to: number, top = 12): string[] {
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let gc = 0;
  const { samples, nodes } = profile;
  for (let i = 0; i < samples.length - 1; i += 1) {
    const sample = samples[i];
    const next = samples[i + 1];
    if (!sample || !next || sample.ts < from || sample.ts > to) continue;
    const weight = (Math.min(next.ts, to) - sample.ts) / 1000;
    const leaf = nodes.get(sample.node);
    if (!leaf) continue;
    const leafName = leaf.callFrame.functionName;
    if (leafName === '(garbage collector)') gc += weight;
    if (IDLE.has(leafName)) continue;
    self.set(frameName(leaf.callFrame), (self.get(frameName(leaf.callFrame)) ?? 0) + weight);
    const seen = new Set<string>();
    for (let node: ProfileNode | undefined = leaf; node; node = node.parent ? nodes.get(node.parent) : undefined) {
      const name = frameName(node.callFrame);
      if (IDLE.has(node.callFrame.functionName) || LOOP.test(node.callFrame.functionName) || seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + weight);
    }
  }
  const list = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `        ${ms.toFixed(1).padStart(7)} ms  ${name}`);
  return [
    `    cpu profile: garbage collection ${gc.toFixed(1)} ms; self time`,
    ...list(self),
    "    total time (with what it called; React's own loop left out)",
    ...list(total),
  ];
}
