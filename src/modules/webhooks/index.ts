/** Outgoing webhooks, the Discord format and reminders: what tells the world of a match. */
export { WebhooksModule } from './webhooks.module.js';
export { sign, verifySignature, SIGNATURE_HEADER, REPLAY_WINDOW_SECONDS } from './signature.js';
export { discordProblems, DISCORD_LIMITS, type DiscordBody } from './discord/discord-limits.js';
