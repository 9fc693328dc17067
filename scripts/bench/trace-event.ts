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
