/**
 * Stratoyager combat and bot speed: stateless `resolveAttack` and `attackOdds` calls per second
 * (input validation included) for representative attacks, and the heuristic bot's time per
 * decision in heuristic-vs-random pilot-episode games. Median of several runs. Times are CPU time
 * of this process (process.cpuUsage), so other load on a shared machine does not inflate them.
 * `npx tsx bench/stratoyager-combat.ts [--seconds 1 --runs 5 --games 10]`
 */
import { randomBot, type Bot } from '../src/engine/bots/bot.js';
import {
  adjudicationDice,
  attackOdds,
  resolveAttack,
  type AttackRequest,
} from '../src/engine/rulesets/stratoyager/combat/index.js';
import { duel } from '../src/engine/rulesets/stratoyager/bots/duel.js';
import { heuristicBot } from '../src/engine/rulesets/stratoyager/bots/index.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const seconds = arg('seconds', 1);
const runs = arg('runs', 5);
const games = arg('games', 10);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const REQUESTS: Record<string, AttackRequest> = {
  'salvo, CLOSE (2D keep highest)': {
    weapon: 'MAIN_WEAPON',
    attacker: { typeId: 'guardian-151a', speed: 5 },
    defender: { typeId: 'blackbuck-mk-ii', speed: 3 },
    distance: 5,
    aspect: 'FORE_STAR',
  },
  'Linked salvo, POINT_BLANK (3D + re-roll)': {
    weapon: 'MAIN_WEAPON',
    attacker: { typeId: 'blackbuck-mk-ii', speed: 2 },
    defender: { typeId: 'guardian-151a', speed: 4 },
    distance: 0.8,
    aspect: 'AFT',
  },
  'locked missile with countermeasures (to-hit, save, 3D)': {
    weapon: 'LOCKED_MISSILE',
    attacker: { typeId: 'guardian-151a', speed: 5 },
    defender: { typeId: 'blackbuck-mk-ii', speed: 3, countermeasures: true },
    distance: 10,
    aspect: 'FORE',
  },
};

/** CPU milliseconds used by this process so far. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function rate(fn: () => void): number {
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    let n = 0;
    const start = cpuMs();
    while (cpuMs() - start < seconds * 1000) {
      for (let i = 0; i < 100; i++) fn();
      n += 100;
    }
    samples.push(n / ((cpuMs() - start) / 1000));
  }
  return median(samples);
}

const rows: Record<string, string>[] = [];
for (const [name, request] of Object.entries(REQUESTS)) {
  const dice = adjudicationDice({ seed: 'bench' });
  rows.push({
    attack: name,
    'resolveAttack/s': rate(() => resolveAttack(request, dice)).toFixed(0),
    'attackOdds/s': rate(() => attackOdds(request)).toFixed(0),
  });
}
console.table(rows);

const times: Record<string, { ms: number; n: number }> = {};
const timed: Bot = {
  ...heuristicBot,
  decide(turn) {
    const start = cpuMs();
    const order = heuristicBot.decide(turn);
    const t = (times[turn.decision.kind] ??= { ms: 0, n: 0 });
    t.ms += cpuMs() - start;
    t.n++;
    return order;
  },
};
duel([timed, randomBot], 'bench-warm-up');
for (const k of Object.keys(times)) delete times[k];
const start = cpuMs();
for (let i = 0; i < games; i++) {
  duel(i % 2 === 0 ? [timed, randomBot] : [randomBot, timed], `bench-${i}`);
}
const elapsed = (cpuMs() - start) / 1000;
console.table(
  Object.entries(times).map(([kind, t]) => ({
    decision: kind,
    count: t.n,
    'CPU ms each (heuristic)': (t.ms / t.n).toFixed(2),
  })),
);
console.log(
  `heuristic vs random, pilot episode: ${(games / elapsed).toFixed(2)} games per CPU second over ${games} games`,
);
