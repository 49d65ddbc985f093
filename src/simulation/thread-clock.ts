/**
 * CPU time of the calling thread, so that a game's cost is not inflated by a busy machine the way
 * wall time is. Node 23.9+ has `process.threadCpuUsage`; on older Node under Linux the kernel's
 * per-thread counters serve (in 10 ms ticks: read them over many games, not one). Elsewhere
 * there is only the wall clock, and the kind says so.
 */
import { readFileSync } from 'node:fs';

export type ClockKind = 'thread-cpu' | 'wall';

export interface ThreadClock {
  kind: ClockKind;
  /** Milliseconds since an arbitrary origin. */
  now(): number;
}

type CpuUsage = () => { user: number; system: number };

/** USER_HZ: the unit of /proc's utime and stime, fixed at 100 by the kernel ABI. */
const TICKS_PER_SECOND = 100;

function procThreadCpuMs(): number {
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces: state is
  // field 3, utime 14 and stime 15 (proc(5)).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

export function threadClock(): ThreadClock {
  const usage = (process as { threadCpuUsage?: CpuUsage }).threadCpuUsage;
  if (usage) {
    return {
      kind: 'thread-cpu',
      now: () => {
        const { user, system } = usage();
        return (user + system) / 1000;
      },
    };
  }
  try {
    if (Number.isFinite(procThreadCpuMs())) return { kind: 'thread-cpu', now: procThreadCpuMs };
  } catch {
    // Not Linux: fall through to the wall clock.
  }
  return { kind: 'wall', now: () => performance.now() };
}
