/** One event of a Chromium trace (the fields the benches read). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; frame?: string; requestId?: string; name?: string } };
}

/**
 * The trace categories of the benches' main-thread reports: tasks, their kinds, requests, user timing marks and V8's
 * execution. V8's sampled stacks ('disabled-by-default-v8.cpu_profiler') are added by a bench that reads functions.
 */
export const TIMELINE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
] as const;

/** V8's sampled stacks: which functions took the time. */
export const CPU_PROFILER_CATEGORY = 'disabled-by-default-v8.cpu_profiler';
