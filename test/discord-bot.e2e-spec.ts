/**
 * The Discord bot example (examples/discord-bot) against a real Salvo and a local stand-in for
 * discord.com/api: interactions are fed to its handler as Discord sends them, and its replies (a
 * deferred answer, then an edit of it, with the map as an attachment) land on the fake. No network.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REST, type APIChatInputApplicationCommandInteraction } from 'discord.js';
import { memoryAccounts } from '../examples/discord-bot/src/accounts.js';
import { COMMANDS } from '../examples/discord-bot/src/commands.js';
import { handleInteraction, type BotDeps } from '../examples/discord-bot/src/interactions.js';
import { SalvoTable } from '../examples/discord-bot/src/salvo.js';
import { startTestApp, type TestApp } from './helpers/app.js';

const APP = '900000000000000001';

interface Call {
  method: string;
  path: string;
  contentType: string;
  body: Buffer;
}

/** Discord's REST API as far as the bot uses it: interaction callbacks and edits of the reply. */
async function fakeDiscord(): Promise<{ url: string; calls: Call[]; close(): Promise<void> }> {
  const calls: Call[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      calls.push({
        method: req.method ?? '',
        path,
        contentType: req.headers['content-type'] ?? '',
        body: Buffer.concat(chunks),
      });
      if (req.method === 'POST' && /\/interactions\/\d+\/[^/]+\/callback$/.test(path)) {
        res.writeHead(204).end();
      } else if (req.method === 'PATCH' && path.endsWith('/messages/@original')) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: '1' }));
      } else {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Unknown"}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The message an edit carries: JSON, or the payload_json part of a multipart body. */
function messageOf(call: Call): { content: string; attachments?: { filename: string }[] } {
  if (call.contentType.startsWith('application/json')) return JSON.parse(call.body.toString());
  const text = call.body.toString('latin1');
  const part = /name="payload_json"[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)\r\n--/.exec(text);
  return JSON.parse(Buffer.from(part![1], 'latin1').toString('utf8'));
}

let interactions = 0;
function slash(
  user: { id: string; username: string },
  sub: string,
  options: Record<string, string | number> = {},
): APIChatInputApplicationCommandInteraction {
  const n = ++interactions;
  const typed = Object.entries(options).map(([name, value]) => ({
    name,
    type: typeof value === 'number' ? 4 : 3,
    value,
  }));
  return {
    id: String(1000 + n),
    application_id: APP,
    type: 2,
    token: `token-${n}`,
    version: 1,
    channel_id: '700000000000000001',
    user: {
      id: user.id,
      username: user.username,
      discriminator: '0',
      global_name: null,
      avatar: null,
    },
    data: {
      id: '800000000000000001',
      name: 'salvo',
      type: 1,
      options: [{ type: 1, name: sub, options: typed }],
    },
  } as unknown as APIChatInputApplicationCommandInteraction;
}

describe('the Discord bot example, against a fake Discord and a real Salvo', () => {
  let t: TestApp;
  let discord: Awaited<ReturnType<typeof fakeDiscord>>;
  let deps: BotDeps;
  const red = { id: '111111111111111111', username: 'red' };
  const blue = { id: '222222222222222222', username: 'blue' };

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    discord = await fakeDiscord();
    const rest = new REST({ version: '10', api: `${discord.url}/api`, retries: 0 });
    deps = { rest, salvo: new SalvoTable(t.url!), accounts: memoryAccounts() };
  });
  afterAll(async () => {
    await t?.close();
    await discord?.close();
  });

  /** Run one interaction; the reply it edited in. */
  async function ask(user: typeof red, sub: string, options: Record<string, string | number> = {}) {
    const interaction = slash(user, sub, options);
    const before = discord.calls.length;
    await handleInteraction(deps, interaction);
    const mine = discord.calls.slice(before);
    expect(mine.map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST /api/v10/interactions/${interaction.id}/${interaction.token}/callback`,
      `PATCH /api/v10/webhooks/${APP}/${interaction.token}/messages/@original`,
    ]);
    // Deferred and ephemeral: answered at once, seen by the asker only.
    expect(JSON.parse(mine[0].body.toString())).toEqual({ type: 5, data: { flags: 64 } });
    return { call: mine[1], message: messageOf(mine[1]) };
  }

  it('declares one /salvo command with the five subcommands', () => {
    expect(COMMANDS).toHaveLength(1);
    expect(COMMANDS[0].options!.map((o) => o.name)).toEqual([
      'new',
      'join',
      'map',
      'summary',
      'order',
    ]);
  });

  it('creates a match, joins it, plays orders, and shows the summary and the map', async () => {
    const created = await ask(red, 'new', { ruleset: 'stratoyager', scenario: 'dogfight' });
    const matchId = /Match `([^`]+)` created/.exec(created.message.content)![1];
    expect((await ask(blue, 'join', { match: matchId })).message.content).toBe(
      `You hold seat 1 of \`${matchId}\`.`,
    );

    // Orders through the bot only: each reply lists the choices (or an example) to send back.
    let sent = 0;
    for (let round = 0; round < 40 && sent < 8; round++) {
      for (const player of [red, blue]) {
        const shown = (await ask(player, 'order', { match: matchId })).message.content;
        if (shown === 'Your seat owes nothing now.') continue;
        expect(shown).toMatch(/^\*\*.+\*\*\n/);
        const options: Record<string, string | number> = { match: matchId };
        const example = /e\.g\. `(.*)`$/.exec(shown);
        if (example) options.order = example[1];
        else options.choice = 1;
        expect((await ask(player, 'order', options)).message.content).toBe(
          `Order sent for \`${matchId}\`.`,
        );
        sent++;
      }
    }
    expect(sent).toBeGreaterThanOrEqual(8);

    const match = await t.http.get(`/api/v1/matches/${matchId}`).expect(200);
    expect(match.body.seats.map((s: { playerId: string | null }) => !!s.playerId)).toEqual([
      true,
      true,
    ]);
    const summary = await ask(red, 'summary', { match: matchId, turn: 1 });
    expect(summary.message.content).toMatch(/^# .*[Tt]urn 1/m);
    expect(summary.message.content.length).toBeLessThanOrEqual(2000);

    const map = await ask(blue, 'map', { match: matchId });
    expect(map.call.contentType).toMatch(/^multipart\/form-data/);
    expect(map.message.attachments).toEqual([{ id: 0, filename: 'map.png' }]);
    expect(
      map.call.body.includes(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ).toBe(true);
  }, 120_000);

  it('a refusal from Salvo is shown in its own words, never thrown', async () => {
    const reply = await ask(red, 'join', { match: '00000000-0000-4000-8000-000000000000' });
    expect(reply.message.content).toMatch(/^⚠️ MATCH_NOT_FOUND: /);
    const bad = await ask(red, 'order', {
      match: '00000000-0000-4000-8000-000000000000',
      order: '{',
    });
    expect(bad.message.content).toMatch(/^⚠️ /);
  });
});
