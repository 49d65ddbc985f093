/**
 * The bot process: registers `/salvo` for the application, then answers every interaction the
 * gateway delivers. Configuration from the environment:
 *
 *   DISCORD_TOKEN=… DISCORD_APPLICATION_ID=… SALVO_URL=http://localhost:3000 npx tsx src/main.ts
 */
import {
  Client,
  GatewayDispatchEvents,
  GatewayIntentBits,
  InteractionType,
  REST,
  Routes,
} from 'discord.js';
import type { APIInteraction } from 'discord.js';
import { memoryAccounts } from './accounts.js';
import { COMMANDS } from './commands.js';
import { handleInteraction } from './interactions.js';
import { SalvoTable } from './salvo.js';

const token = process.env.DISCORD_TOKEN;
const applicationId = process.env.DISCORD_APPLICATION_ID;
if (!token || !applicationId) throw new Error('set DISCORD_TOKEN and DISCORD_APPLICATION_ID');

const rest = new REST({ version: '10' }).setToken(token);
await rest.put(Routes.applicationCommands(applicationId), { body: COMMANDS });

const deps = {
  rest,
  salvo: new SalvoTable(process.env.SALVO_URL ?? 'http://localhost:3000'),
  accounts: memoryAccounts(),
};
const client = new Client({ intents: [GatewayIntentBits.Guilds] });
// The raw payload, as an HTTP interactions endpoint would get it: one handler for both.
client.ws.on(GatewayDispatchEvents.InteractionCreate, (raw: APIInteraction) => {
  if (raw.type !== InteractionType.ApplicationCommand || raw.data.name !== 'salvo') return;
  handleInteraction(deps, raw as Parameters<typeof handleInteraction>[1]).catch((e) =>
    console.error(e),
  );
});
await client.login(token);
console.log('Salvo bot ready');
