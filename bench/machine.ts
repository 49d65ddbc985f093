import { cpus, loadavg } from 'node:os';

/** The line benches end with: figures from a loaded machine are read as ratios, not rates. */
export function loadAverageLine(): string {
  const averages = loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  return `load average (1/5/15 min): ${averages} on ${cpus().length} CPUs\n`;
}
