export * from './bot.js';
export { playBotTurn, botsFor, findBot } from './play.js';
