/** Built-in bots playing their seats inside the service. */
export { BotsModule } from './bots.module.js';
export { BotRunner } from './bot-runner.js';
export { BOT_RETRY } from './bot-retries.js';
