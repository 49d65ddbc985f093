/**
 * Map rendering speed: for every ruleset with a presentation, a match is played a way in (random
 * legal orders from a fixed seed), then its map is drawn for seat 0 many times — board and SVG
 * (engine), and the PNG from that SVG (resvg, bundled font) — and the median per picture is set
 * against the 50 ms target, in wall time and in CPU time (which a busy machine inflates less).
 * `npm run bench:render [-- --runs 30]` runs the compiled build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import {
  allRulesets,
  boardToSvg,
  Match,
  rngFromSeed,
  type PresentationNames,
  type Ruleset,
} from '../src/engine/index.js';
import { pngRenderer } from '../src/modules/reports/index.js';

const TARGET_MS = 50;
const svgToPng = await pngRenderer();
const NAMES: PresentationNames = { seat: (s) => `Seat ${s}` };

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

/** A match `orders` random legal orders in (or fewer, if it ends), so that the board has moved. */
function playedInto(ruleset: Ruleset, orders: number): Match {
  const scenarioId = ruleset.scenarios[0].id;
  const match = Match.create(ruleset, { rulesetId: ruleset.id, scenarioId }, 'bench-map');
  const chooser = rngFromSeed('bench-map', 'bench');
  for (let i = 0; i < orders && !match.isOver; i++) {
    const pending = match.pending();
    const d = pending[chooser.int(pending.length)];
    match.submit(d.seat, d.id, match.sample(d.id, chooser));
  }
  return match;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Wall time and CPU time (this process, all threads) of `work`, in ms. */
function time<T>(work: () => T): [T, number, number] {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = work();
  const used = process.cpuUsage(cpu);
  return [value, performance.now() - start, (used.user + used.system) / 1000];
}

const runs = arg('runs', 30);
const rows: Record<string, unknown>[] = [];
console.log(`map rendering, median of ${runs} (load average ${loadavg()[0].toFixed(2)})`);
for (const ruleset of allRulesets()) {
  if (!ruleset.presentation) continue;
  const match = playedInto(ruleset, arg('orders', 60));
  const svgMs: number[] = [];
  const pngMs: number[] = [];
  const cpuMs: number[] = [];
  let bytes = 0;
  const first = ruleset.presentation.board(match.view(0), 0, { names: NAMES });
  if (first) svgToPng(boardToSvg(first)); // warm-up
  for (let i = 0; i < runs; i++) {
    const [svg, s, sCpu] = time(() => {
      const board = ruleset.presentation!.board(match.view(0), 0, { names: NAMES });
      return board ? boardToSvg(board) : null;
    });
    if (svg === null) break;
    const [png, p, pCpu] = time(() => svgToPng(svg));
    bytes = png.length;
    svgMs.push(s);
    pngMs.push(p);
    cpuMs.push(sCpu + pCpu);
  }
  if (svgMs.length === 0) {
    console.log(`${ruleset.id.padEnd(16)} no board after the opening orders`);
    continue;
  }
  const svg = median(svgMs);
  const png = median(pngMs);
  const total = svg + png;
  const cpu = median(cpuMs);
  rows.push({
    ruleset: ruleset.id,
    svgMs: svg,
    pngMs: png,
    totalMs: total,
    cpuMs: cpu,
    pngBytes: bytes,
  });
  console.log(
    `${ruleset.id.padEnd(16)} svg ${svg.toFixed(2)} ms  png ${png.toFixed(2)} ms  total ${total.toFixed(2)} ms ` +
      `= ${(total / TARGET_MS).toFixed(2)} × the ${TARGET_MS} ms limit;  CPU ${cpu.toFixed(2)} ms ` +
      `= ${(cpu / TARGET_MS).toFixed(2)} ×  (${bytes} bytes)`,
  );
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/map.json',
  `${JSON.stringify({ runs, targetMs: TARGET_MS, rows }, null, 2)}\n`,
);
