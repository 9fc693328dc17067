// A sampled CPU profile of the returns (journey-returns.bench.ts, BENCH_JOURNEY_RETURN_PROFILE=1): V8's profiler
// through the DevTools protocol (Profiler.start, a sample every 100 µs), without a trace, whose own work at 4x CPU
// made a 40 ms return take 300 (journey-trace-change.ts). Each way's samples are summed over its returns' windows
// (the probe's start to end) and given per return: by function (self time) and for the few functions that say where a
// return's time goes (with what they called). A marker function run in the page while it records places the probe's
// clock (performance.now()) on the profile's. Build the app with --minify false to read the app's names.
import type { CDPSession, Page } from '@playwright/test';
import { IDLE, LOOP } from './journey-cpu-profile';
import type { ProbeSample } from './journey-probe';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** The protocol's Profiler.Profile. */
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const MARKER = 'journeyProfileMarker';

/**
 * Functions whose time with what they called says where a return goes: the history event, React's sync render and
 * commit and the commit's parts (Activity's reveal and hide of kept screens), the shell's own work, and the browser's
 * work outside any script ((program): style, layout, paint).
 */
const SPLIT = [
  'flushSyncWorkAcrossRoots',
  'renderRootSync',
  'commitRoot',
  'flushPassiveEffects',
  'recursivelyTraverseReappearLayoutEffects',
  'recursivelyTraverseReconnectPassiveEffects',
  'recursivelyTraverseDisappearLayoutEffects',
  'recursivelyTraverseDisconnectPassiveEffects',
  'hideOrUnhideAllChildren',
  'placeScreenBoxes',
  'focusHeading',
  '(program)',
  '(garbage collector)',
];

// Beside React's own loop (journey-cpu-profile.ts), the event and history handlers around a return: on every stack of
// one, so their time with what they called says nothing.
const WRAPPERS = /^(dispatch|batchedUpdates|handlePop)/;
const onEveryStack = (name: string) => IDLE.has(name) || LOOP.test(name) || WRAPPERS.test(name);

export interface ReturnProfiler {
  /** Stops the profiler and gives the lines of each way: `ways` names each way's samples. */
  stop(ways: Record<string, ProbeSample[]>): Promise<string[]>;
}

/** Starts V8's sampling profiler on the page's main thread. */
export async function startReturnProfile(page: Page): Promise<ReturnProfiler> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return {
    async stop(ways) {
      // A few milliseconds in a function of its own name, so that some samples carry it; the time it returns is the
      // probe's clock at that moment.
      const markedAt = await page.evaluate(() => {
        // Named as MARKER says (the profile knows the function by its source name).
        function journeyProfileMarker(): number {
          const start = performance.now();
          while (performance.now() - start < 5);
          return start;
        }
        return journeyProfileMarker();
      });
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      await cdp.detach();
      return Object.entries(ways).flatMap(([way, samples]) => profileLines(profile, markedAt, samples, way));
    },
  };
}

/** One way's lines: its returns' busy time and the top functions, per return (the mean over its windows). */
function profileLines(profile: Profile, markedAt: number, samples: ProbeSample[], way: string): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const stack = (id: number) => {
    const names: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at))
      names.push(byId.get(at)?.callFrame.functionName || '(anonymous)');
    return names;
  };
  // Each sample's time in µs on the profile's clock.
  const times: number[] = [];
  let time = profile.startTime;
  for (const delta of profile.timeDeltas) times.push((time += delta));
  const markerSample = profile.samples.findIndex((id) => stack(id).includes(MARKER));
  if (markerSample < 0 || samples.length === 0) return [`  ${way}: no profile (the marker was not sampled)`];
  // The profile's clock is in µs; the probe's in ms since the document's time origin.
  const offsetMs = (times[markerSample] ?? 0) / 1000 - markedAt;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const split = new Map<string, number>();
  let busy = 0;
  const per = 1 / samples.length;
  for (const { start, end } of samples) {
    const from = (start + offsetMs) * 1000;
    const to = (end + offsetMs) * 1000;
    for (let i = 0; i < profile.samples.length - 1; i += 1) {
      const at = times[i] ?? 0;
      if (at < from || at > to) continue;
      const weight = ((Math.min(times[i + 1] ?? at, to) - at) / 1000) * per;
      const leaf = byId.get(profile.samples[i] ?? -1);
      if (!leaf) continue;
      const name = leaf.callFrame.functionName || '(anonymous)';
      if (name === '(idle)') continue;
      busy += weight;
      const file = leaf.callFrame.url.replace(/^.*\//, '');
      const key = file ? `${name} ${file}:${leaf.callFrame.lineNumber + 1}` : name;
      self.set(key, (self.get(key) ?? 0) + weight);
      for (const on of new Set(stack(leaf.id))) if (SPLIT.includes(on)) split.set(on, (split.get(on) ?? 0) + weight);
      for (const on of new Set(stack(leaf.id)))
        if (!onEveryStack(on) && !SPLIT.includes(on)) total.set(on, (total.get(on) ?? 0) + weight);
    }
  }
  const ms = (value: number) => value.toFixed(2).padStart(7);
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, value]) => `      ${ms(value)}  ${name}`);
  const took = samples.map((sample) => sample.end - sample.start);
  return [
    `  ${way}: cpu profile, per return (mean of ${samples.length}): ${(took.reduce((a, b) => a + b, 0) / took.length).toFixed(1)} ms, of which busy ${busy.toFixed(1)}`,
    '    where it goes (with what it called):',
    ...SPLIT.filter((name) => split.has(name)).map((name) => `      ${ms(split.get(name) ?? 0)}  ${name}`),
    "    by function (with what it called; React's own loop left out):",
    ...top(total, 25),
    '    by function (self time):',
    ...top(self, 20),
  ];
}
