/** Players, their API keys, and who is calling (REST, GraphQL over HTTP and over WebSocket). */
export { PlayersModule } from './players.module.js';
export { PlayersService } from './players.service.js';
export * from './auth/index.js';
export { BotAccountsService } from './bots/bot-accounts.service.js';
export { acceptsByRule, type AutoAcceptRules } from './bots/auto-accept.js';
