/**
 * Salvo's engine in-process: list rulesets, create a match, play it with built-in bots, then
 * replay and verify it. Run: `npx tsx examples/engine-quickstart.ts [rulesetId] [scenarioId]`.
 * (From another package, import the same names from `salvo/engine`.)
 */
import {
  botsFor,
  createMatch,
  listRulesets,
  playBotTurn,
  rngFromSeed,
  verify,
} from '../src/engine/index.js';

const rulesets = listRulesets();
console.log(
  'Rulesets:',
  rulesets.map((r) => `${r.id} (${r.scenarios.map((s) => s.id).join(', ')})`).join('; '),
);

const rulesetId = process.argv[2] ?? rulesets[0]?.id;
if (!rulesetId) throw new Error('no ruleset is registered');
const scenarioId = process.argv[3] ?? rulesets.find((r) => r.id === rulesetId)?.scenarios[0]?.id;

// The seed decides every die; its SHA-256 is public from the start, the seed itself once it is over.
const match = createMatch({ rulesetId, scenarioId }, 'quickstart-seed');
console.log(
  `Match of ${rulesetId}/${scenarioId}, ${match.seats} seats, seed hash ${match.seedHash}`,
);

const bots = botsFor(rulesetId);
const bot = bots.at(-1)!; // the ruleset's own bot when it has one, else the random one
const rngs = Array.from({ length: match.seats }, (_, seat) =>
  rngFromSeed('quickstart-seed', `seat-${seat}`),
);

while (!match.isOver) {
  for (const decision of match.pending()) {
    // A bot sees only its seat's view and the order description (JSON Schema + example).
    const order = playBotTurn(match, bot, decision.seat, decision.id, rngs[decision.seat]);
    const result = match.submit(decision.seat, decision.id, order);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
  }
}

const rolls = match.eventsSince(0, null).filter((e) => e.type === 'dice.rolled');
console.log(
  `${match.phase().label}. ${match.lastOrderSeq} orders, ${rolls.length} rolls, e.g. ${JSON.stringify(rolls[0]?.data)}`,
);
console.log('Outcome:', match.outcome()?.summary);

// Anyone holding the replay can re-run it and check every roll against the revealed seed.
console.log('Verified:', verify(match.replay()).ok);
