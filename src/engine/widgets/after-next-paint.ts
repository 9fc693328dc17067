/** How long to wait for a frame at most: a hidden tab draws none, and what waits must still happen. */
const FALLBACK_MS = 100;

/**
 * Posts `callback` as a task of its own. The browser's task scheduler where there is one (Chromium, Firefox):
 * this runs in the frame of a keystroke, before its paint, and a MessageChannel made for every call cost about a
 * quarter of a millisecond there.
 */
function postTask(callback: () => void) {
  if ('scheduler' in globalThis && typeof scheduler.postTask === 'function') {
    void scheduler.postTask(callback, { priority: 'user-visible' });
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

/**
 * Runs `callback` once, after the browser has painted the next frame (a task posted from that frame's
 * `requestAnimationFrame` runs after its paint), or after 100 ms when no frame comes. Work started here cannot
 * hold back the frame that shows a keystroke, as work in a React transition can when its task comes first.
 * Returns a function that cancels the call.
 */
export function afterNextPaint(callback: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    callback();
  };
  const frame = requestAnimationFrame(() => postTask(run));
  const timer = setTimeout(run, FALLBACK_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
