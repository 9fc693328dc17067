// The publication bench's traces (BENCH_PUBLICATION_CPU_PROFILE, scripts/bench/publication-first-paint.ts): a span of
// the page's renderer main thread, between two of the probe's user timing marks, read from a Chromium trace with V8's
// sampling profiler: its tasks' wall and thread (CPU) time and the self time by function. Thread time is the figure a
// busy machine's descheduling does not inflate; the functions say where a difference between the two paths comes from.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { pairedDifference } from './publication-verdict';
import { CPU_PROFILER_CATEGORY, TIMELINE_CATEGORIES } from './trace-event';

/** The trace events read here (Chromium's JSON trace format). */
interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  id?: string;
  args?: {
    data?: {
      startTime?: number;
      cpuProfile?: {
        nodes?: { id: number; callFrame: { functionName?: string; url?: string; lineNumber?: number } }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

/** A span's share of a trace: main-thread time and self time by function. */
export interface SpanTrace {
  /** Wall time of the renderer main thread's tasks in the span, ms (the time they kept the thread). */
  tasksMs: number;
  /** Their thread (CPU) time, ms: what a busy machine's descheduling does not inflate. */
  cpuMs: number;
  /** The sampling profiler's self time by function (`name file:line`), ms; idle left out. */
  selfMs: Map<string, number>;
}

/** Where a span starts and ends: a user timing mark's name, or one shifted back by `beforeMs` (navigation start). */
export interface SpanEnds {
  from: { mark: string; beforeMs?: number };
  to: { mark: string };
}

const TRACE_CATEGORIES = [...TIMELINE_CATEGORIES, CPU_PROFILER_CATEGORY];

/**
 * The span's main-thread work: from the `from` mark (less `beforeMs`) to the `to` mark, both on the page's renderer
 * main thread; tasks are counted for the part of them inside it; samples of the V8 profiler likewise.
 */
function spanTrace(events: TraceEvent[], ends: SpanEnds): SpanTrace {
  const mark = (name: string) => events.find((event) => event.name === name && event.cat.includes('blink.user_timing'));
  const fromMark = mark(ends.from.mark);
  const toMark = mark(ends.to.mark);
  if (!fromMark || !toMark) throw new Error(`the trace holds no marks ${ends.from.mark} and ${ends.to.mark}`);
  const from = fromMark.ts - (ends.from.beforeMs ?? 0) * 1000;
  const to = toMark.ts;
  const main = (event: TraceEvent) => event.pid === fromMark.pid && event.tid === fromMark.tid;
  let tasksUs = 0;
  let cpuUs = 0;
  for (const task of events) {
    if (task.ph !== 'X' || task.name !== 'ThreadControllerImpl::RunTask' || !main(task)) continue;
    const begin = Math.max(task.ts, from);
    const end = Math.min(task.ts + (task.dur ?? 0), to);
    if (end <= begin) continue;
    const share = (end - begin) / Math.max(task.dur ?? 1, 1);
    tasksUs += end - begin;
    cpuUs += (task.tdur ?? 0) * share;
  }
  // The profiler's samples: nodes and samples come in chunks of one profile (by id) on the main thread's pid.
  const selfMs = new Map<string, number>();
  const profiles = new Map<string, { at: number; nodes: Map<number, string>; samples: number[]; deltas: number[] }>();
  for (const event of events) {
    if (event.pid !== fromMark.pid || !event.id) continue;
    const data = event.args?.data;
    if (event.name === 'Profile' && data?.startTime !== undefined)
      profiles.set(event.id, { at: data.startTime, nodes: new Map(), samples: [], deltas: [] });
    if (event.name !== 'ProfileChunk' || !data) continue;
    const profile = profiles.get(event.id);
    if (!profile) continue;
    for (const node of data.cpuProfile?.nodes ?? []) {
      const { functionName, url, lineNumber } = node.callFrame;
      const file = (url ?? '').replace(/^.*\//, '');
      profile.nodes.set(node.id, `${functionName || '(anonymous)'}${file ? ` ${file}:${(lineNumber ?? 0) + 1}` : ''}`);
    }
    profile.samples.push(...(data.cpuProfile?.samples ?? []));
    profile.deltas.push(...(data.timeDeltas ?? []));
  }
  for (const profile of profiles.values()) {
    let at = profile.at;
    profile.samples.forEach((id, index) => {
      at += profile.deltas[index] ?? 0;
      // A sample stands for the time to the next one.
      const next = at + (profile.deltas[index + 1] ?? 0);
      const name = profile.nodes.get(id);
      if (!name || name === '(idle)' || at < from || next > to) return;
      selfMs.set(name, (selfMs.get(name) ?? 0) + (next - at) / 1000);
    });
  }
  return { tasksMs: tasksUs / 1000, cpuMs: cpuUs / 1000, selfMs };
}

/**
 * Traces the page from now; `stop` writes the trace to `folder` as `name.json` and returns each span's share of it
 * (a span's `beforeMs` read from the page when it stops, e.g. the mark's time from navigation start).
 */
export async function startTrace(
  browser: Browser,
  page: Page,
  folder: string,
): Promise<{ stop: (name: string, spans: Record<string, SpanEnds>) => Promise<Record<string, SpanTrace>> }> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  return {
    stop: async (name, spans) => {
      const trace = await browser.stopTracing();
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, `${name}.json`), trace);
      const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
      return Object.fromEntries(Object.entries(spans).map(([key, ends]) => [key, spanTrace(events, ends)]));
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
};

/** One span's traces of both paths (one per run) side by side: medians and the largest differences by function. */
export function writeSpanSideBySide(
  write: (line: string) => void,
  title: string,
  traces: { bundled: SpanTrace[]; runtime: SpanTrace[] },
): void {
  const of = (build: 'bundled' | 'runtime', pick: (trace: SpanTrace) => number) => median(traces[build].map(pick));
  const names = new Set(Object.values(traces).flatMap((list) => list.flatMap((trace) => [...trace.selfMs.keys()])));
  const rows = [...names]
    .map((name) => ({
      name,
      bundled: of('bundled', (trace) => trace.selfMs.get(name) ?? 0),
      runtime: of('runtime', (trace) => trace.selfMs.get(name) ?? 0),
    }))
    .sort((a, b) => Math.abs(b.runtime - b.bundled) - Math.abs(a.runtime - a.bundled))
    .slice(0, 20);
  const cell = (ms: number) => `${ms.toFixed(1)} ms`.padStart(10);
  const line = (name: string, bundled: number, runtime: number) =>
    write(`      ${name.slice(0, 64).padEnd(64)} ${cell(bundled)} ${cell(runtime)} ${cell(runtime - bundled)}`);
  write(`    ${title} (median of the runs):`);
  line(
    "tasks' wall time",
    of('bundled', (trace) => trace.tasksMs),
    of('runtime', (trace) => trace.tasksMs),
  );
  line(
    "tasks' thread (CPU) time",
    of('bundled', (trace) => trace.cpuMs),
    of('runtime', (trace) => trace.cpuMs),
  );
  for (const build of ['bundled', 'runtime'] as const)
    write(`      ${build} runs, thread time: ${traces[build].map((trace) => trace.cpuMs.toFixed(1)).join(', ')} ms`);
  // The runs come in pairs (the same index on both paths): their thread time's difference, as the wall figure's.
  const pairs = Math.min(traces.bundled.length, traces.runtime.length);
  const difference = pairedDifference(
    Array.from({ length: pairs }, (_, index) => traces.runtime[index]!.cpuMs - traces.bundled[index]!.cpuMs),
    0,
  );
  const signed = (ms: number) => `${ms >= 0 ? '+' : ''}${ms.toFixed(1)}`;
  write(
    `      thread time, the pairs' median difference ${signed(difference.median)} ms` +
      (difference.low === undefined
        ? ''
        : `, 95 % interval ${signed(difference.low)} to ${signed(difference.high!)} ms (${pairs} pairs)`),
  );
  write('      self time by function, largest differences:');
  for (const row of rows) line(row.name, row.bundled, row.runtime);
}
