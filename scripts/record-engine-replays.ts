/**
 * Records the engine's fixture games (src/engine/testing/fixture-games.ts) as JSON replays. Run it
 * only when a ruleset is meant to change what an already-played game does: the committed replays
 * are what keeps old matches verifiable. `npx tsx scripts/record-engine-replays.ts [name ...]`
 * (names limit the run to those fixture games, so adding one does not re-record the others).
 */
import { writeFileSync } from 'node:fs';
import { FIXTURE_GAMES, playFixtureGame } from '../src/engine/testing/fixture-games.js';

const only = process.argv.slice(2);

for (const game of FIXTURE_GAMES.filter((g) => only.length === 0 || only.includes(g.name))) {
  const replay = playFixtureGame(game);
  const file = `src/engine/testing/replays/${game.name}.json`;
  writeFileSync(file, `${JSON.stringify(replay)}\n`);
  console.log(
    `${file}: ${replay.orders.length} orders, ${replay.events.length} events, ${replay.outcome?.reason}`,
  );
}
