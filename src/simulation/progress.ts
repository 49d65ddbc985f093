/**
 * Progress on stderr. On a terminal, a bar redrawn in place with games/s and the time left;
 * elsewhere (a log, CI) a plain line now and then, so the output stays readable.
 */
export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

export interface Progress {
  update(done: number, total: number): void;
  finish(): void;
}

const REDRAW_MS = 100;
const LINE_MS = 10_000;

export function progressOn(stream: ProgressStream, now = () => performance.now()): Progress {
  const started = now();
  const tty = stream.isTTY === true;
  // A bar shows at once; a plain line only once the run has lasted long enough to need one.
  let last = tty ? -Infinity : started;
  let drawn = false;
  return {
    update(done, total) {
      const t = now();
      if (t - last < (tty ? REDRAW_MS : LINE_MS) && done < total) return;
      last = t;
      const text = progressText(done, total, (t - started) / 1000);
      if (tty) {
        const width = Math.max(10, Math.min(40, (stream.columns ?? 80) - text.length - 4));
        stream.write(`\r${bar(done / total, width)} ${text}\x1b[K`);
        drawn = true;
      } else if (done < total) {
        stream.write(`${text}\n`);
      }
    },
    finish() {
      if (drawn) stream.write('\r\x1b[K');
    },
  };
}

function bar(fraction: number, width: number): string {
  const full = Math.round(fraction * width);
  return `[${'#'.repeat(full)}${'.'.repeat(width - full)}]`;
}

export function progressText(done: number, total: number, seconds: number): string {
  const rate = seconds > 0 ? done / seconds : 0;
  const eta = rate > 0 ? `ETA ${duration((total - done) / rate)}` : 'ETA --';
  return `${done}/${total} games · ${rate.toFixed(0)} games/s · ${eta}`;
}

function duration(seconds: number): string {
  const s = Math.ceil(seconds);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}
