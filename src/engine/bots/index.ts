export * from './bot.js';
export { oddsOfLead, type Evaluation } from './evaluation.js';
export { playBotTurn, botsFor, findBot } from './play.js';
export { playOut, RejectedBotOrder } from './play-out.js';
export {
  searchBot,
  SEARCH_BOT_ID,
  SEARCH_BUDGET,
  type SearchOptions,
  type SearchStats,
} from './search.js';
