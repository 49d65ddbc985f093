/** The largest turn number a request may name: far past any game, small enough for every door. */
export const MAX_TURN = 100_000;
