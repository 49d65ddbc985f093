/**
 * What the engine registry needs from A Billion Suns: the ruleset and its bots, in one import.
 */
export { aBillionSuns } from './index.js';
export { aBillionSunsBots } from './bots/index.js';
