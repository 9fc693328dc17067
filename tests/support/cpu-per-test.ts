import { appendFileSync, readdirSync, readFileSync } from 'node:fs';

// Linux's clock ticks per second (USER_HZ), the unit of the times in /proc.
const TICKS = 100;

interface ProcessRow {
  parent: number;
  /** User + system ticks, its own and those of its children it has waited for (an ended renderer's). */
  ticks: number;
  command: string;
}

function processes(): Map<number, ProcessRow> {
  const rows = new Map<number, ProcessRow>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // After the command's name in parentheses: state, ppid, ... utime, stime, cutime, cstime are fields 14-17.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
      rows.set(Number(name), { parent: Number(fields[1]), ticks, command });
    } catch {
      // ended meanwhile
    }
  }
  return rows;
}

function treeTicks(rows: Map<number, ProcessRow>, root: number): number {
  let sum = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    sum += rows.get(pid)?.ticks ?? 0;
    for (const [child, row] of rows) if (row.parent === pid) pending.push(child);
  }
  return sum;
}

/** CPU seconds so far of this worker (its browser and renderers) and of the preview server on `port`. */
function cpuNow(port: string): { worker: number; server: number } {
  const rows = processes();
  const server = [...rows].find(([, row]) => row.command.includes(`-preview.mjs ${port} `))?.[0];
  return {
    worker: treeTicks(rows, process.pid) / TICKS,
    server: server === undefined ? 0 : treeTicks(rows, server) / TICKS,
  };
}

/**
 * E2E_CPU_LOG=<file>: a line of JSON per test with its wall time and the CPU time it cost, the worker's (Node and
 * its browser) and its preview server's, to find where the end-to-end run spends the machine. Linux only; off
 * unless asked for (reading /proc twice a test costs a few ms).
 */
export async function measureCpu(
  log: string | undefined,
  baseURL: string | undefined,
  test: { file: string; title: string },
  run: () => Promise<void>,
): Promise<void> {
  if (!log) return run();
  const port = new URL(baseURL ?? 'http://127.0.0.1:0').port;
  const at = Date.now();
  const before = cpuNow(port);
  try {
    await run();
  } finally {
    const after = cpuNow(port);
    const line = {
      file: test.file.replace(/.*\/tests\/e2e\//, ''),
      title: test.title,
      wall: (Date.now() - at) / 1000,
      worker: +(after.worker - before.worker).toFixed(2),
      server: +(after.server - before.server).toFixed(2),
    };
    appendFileSync(log, `${JSON.stringify(line)}\n`);
  }
}
