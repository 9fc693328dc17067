import { appendFileSync, readdirSync, readFileSync } from 'node:fs';

// Linux's clock ticks per second (USER_HZ), the unit of the times in /proc.
const TICKS = 100;

/** CPU seconds so far of the run: the Playwright runner's process tree (its servers, this worker, the browser). */
function runCpu(root: number): number {
  const parents = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
      parents.set(Number(name), Number(fields[1]));
      // utime, stime, and the children's it waited for (an ended renderer's, an ended build's).
      ticks.set(Number(name), Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]));
    } catch {
      // ended meanwhile
    }
  }
  let sum = 0;
  for (const [pid, own] of ticks) {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = parents.get(at)) {
      if (at === root) {
        sum += own;
        break;
      }
    }
  }
  return sum / TICKS;
}

/**
 * REGISTRY_E2E_CPU_LOG=<file>: a line of JSON per test with its wall time and the CPU time the whole run spent
 * meanwhile (the registry, the identity provider, the app's servers, the browser), to find where this run's time
 * goes. Linux only; off unless asked for.
 */
export async function logCpu(log: string | undefined, title: string, run: () => Promise<void>): Promise<void> {
  if (!log) return run();
  const at = Date.now();
  const before = runCpu(process.ppid);
  try {
    await run();
  } finally {
    const line = { title, wall: (Date.now() - at) / 1000, cpu: +(runCpu(process.ppid) - before).toFixed(2) };
    appendFileSync(log, `${JSON.stringify(line)}\n`);
  }
}
