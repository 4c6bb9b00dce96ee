/** Where the processor time went during a run: by process (Linux /proc), and the whole machine's. */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

const TICKS_PER_SECOND = 100;

/** A process's processor time so far (user + system), in seconds; NaN once it is gone. */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/** The whole machine's processor time so far: busy and total, in ticks of all cores. */
function machineTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = ticks[3]! + (ticks[4] ?? 0);
  const total = ticks.slice(0, 8).reduce((sum, t) => sum + t, 0);
  return { busy: total - idle, total };
}

export interface CpuFigures {
  /** Share of one core each named process used over the run, in percent. */
  byProcess: Record<string, number>;
  /** The machine's busy share of all its cores, in percent, and its core count and load average at the end. */
  machine: number;
  cores: number;
  load: number;
}

/** Processor time of named processes and of the machine between `start` and `stop`. */
export class CpuWatch {
  #startedAt = 0;
  #machine = { busy: 0, total: 0 };
  readonly #start = new Map<string, number>();

  constructor(private readonly processes: Record<string, number>) {}

  start(): void {
    this.#startedAt = performance.now();
    this.#machine = machineTicks();
    for (const [name, pid] of Object.entries(this.processes)) this.#start.set(name, cpuSecondsOf(pid));
  }

  stop(): CpuFigures {
    const seconds = (performance.now() - this.#startedAt) / 1000;
    const machine = machineTicks();
    const byProcess = Object.fromEntries(
      Object.entries(this.processes).map(([name, pid]) => [
        name,
        ((cpuSecondsOf(pid) - this.#start.get(name)!) / seconds) * 100,
      ]),
    );
    return {
      byProcess,
      machine: ((machine.busy - this.#machine.busy) / (machine.total - this.#machine.total)) * 100,
      cores: availableParallelism(),
      load: loadavg()[0]!,
    };
  }
}
