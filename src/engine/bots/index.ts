export * from './bot.js';
export { playBotTurn, botsFor, findBot } from './play.js';
export { playOut, RejectedBotOrder } from './play-out.js';
