/**
 * A GraphQL bot's chooser that plays for real: it asks the API for its seat's view and lets one of
 * the engine's bots choose from that view and the notice, as any client of the API could.
 */
import type { Bot } from '../../src/engine/bots/bot.js';
import { rngFromSeed } from '../../src/engine/core/rng.js';
import type { TestApp } from '../helpers/app.js';
import type { Chooser, DecisionNotice } from './graphql-bot.js';
import { gql } from './graphql.js';

export function engineBotChooser(t: TestApp, bot: Bot, seed: string): Chooser {
  const rng = rngFromSeed(seed);
  return async (n: DecisionNotice, player) => {
    const r = await gql<{ match: { view: unknown } }>(
      t,
      `query($id: ID!, $seat: Int) { match(id: $id, seat: $seat) { view } }`,
      { id: n.matchId, seat: n.seat },
      player.apiKey,
    );
    if (!r.data) throw new Error(`match view: ${JSON.stringify(r.errors)}`);
    const decision = {
      id: n.decisionId,
      seat: n.seat,
      kind: n.kind,
      simultaneous: n.simultaneous,
      prompt: n.prompt,
    };
    return bot.decide({
      seat: n.seat,
      view: r.data.match.view,
      decision,
      description: {
        decision,
        schema: n.schema,
        ...(n.choices ? { choices: n.choices } : {}),
        example: n.example,
      },
      rng,
      sampleLegal: () => n.example,
    });
  };
}
