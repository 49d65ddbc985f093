/**
 * The `/salvo` command's handler. It takes the interaction as Discord sends it (the raw API
 * payload, so it runs the same from the gateway or from an HTTP interactions endpoint) and answers
 * through Discord's REST API: a deferred reply at once (Discord wants an answer within 3 s), then
 * the real one as an edit of that reply, once Salvo has answered.
 */
import {
  ApplicationCommandOptionType,
  InteractionResponseType,
  MessageFlags,
  REST,
  Routes,
  type APIApplicationCommandInteractionDataBasicOption,
  type APIChatInputApplicationCommandInteraction,
  type RESTPatchAPIWebhookWithTokenMessageJSONBody,
} from 'discord.js';
import { accountOf, SalvoRefused, type AccountStore } from './accounts.js';
import type { SalvoTable } from './salvo.js';

/** Discord's limit on a message's content. */
const CONTENT_MAX = 2000;

export interface BotDeps {
  rest: REST;
  salvo: SalvoTable;
  accounts: AccountStore;
}

interface Reply {
  content: string;
  files?: { name: string; data: Buffer; contentType: string }[];
}

type Options = Map<string, string | number | boolean>;

function subcommand(i: APIChatInputApplicationCommandInteraction): {
  name: string;
  options: Options;
} {
  const sub = i.data.options?.find((o) => o.type === ApplicationCommandOptionType.Subcommand);
  const options: Options = new Map();
  const given = (
    sub && 'options' in sub ? (sub.options ?? []) : []
  ) as APIApplicationCommandInteractionDataBasicOption[];
  for (const o of given)
    if ('value' in o) options.set(o.name, o.value as string | number | boolean);
  return { name: sub?.name ?? '', options };
}

function clip(text: string): string {
  return text.length <= CONTENT_MAX ? text : `${text.slice(0, CONTENT_MAX - 1)}…`;
}

/** Handle one interaction: defer, ask Salvo, edit the reply. Ephemeral: only the asker sees it. */
export async function handleInteraction(
  deps: BotDeps,
  interaction: APIChatInputApplicationCommandInteraction,
): Promise<void> {
  await deps.rest.post(Routes.interactionCallback(interaction.id, interaction.token), {
    body: {
      type: InteractionResponseType.DeferredChannelMessageWithSource,
      data: { flags: MessageFlags.Ephemeral },
    },
    auth: false,
  });
  let reply: Reply;
  try {
    reply = await answer(deps, interaction);
  } catch (error) {
    const words =
      error instanceof SalvoRefused
        ? `${error.name}: ${error.message}`
        : 'Salvo could not be reached.';
    reply = { content: `⚠️ ${words}` };
  }
  const body: RESTPatchAPIWebhookWithTokenMessageJSONBody = {
    content: clip(reply.content),
    allowed_mentions: { parse: [] },
    ...(reply.files ? { attachments: reply.files.map((f, id) => ({ id, filename: f.name })) } : {}),
  };
  await deps.rest.patch(Routes.webhookMessage(interaction.application_id, interaction.token), {
    body,
    files: reply.files,
    auth: false,
  });
}

async function answer(deps: BotDeps, i: APIChatInputApplicationCommandInteraction): Promise<Reply> {
  const user = i.member?.user ?? i.user;
  if (!user) return { content: 'Who is asking? (no user in the interaction)' };
  const account = await accountOf(deps.accounts, deps.salvo.anonymous, user);
  const { name, options } = subcommand(i);
  const matchId = options.get('match') as string | undefined;
  switch (name) {
    case 'new': {
      const match = await deps.salvo.create(
        account,
        options.get('ruleset') as string,
        options.get('scenario') as string | undefined,
      );
      await deps.salvo.nameDiscordUser(account, match.id, 0, user.id);
      return {
        content: `Match \`${match.id}\` created; you hold seat 0. Others: \`/salvo join match:${match.id}\`.`,
      };
    }
    case 'join': {
      const seat = await deps.salvo.join(account, matchId!);
      await deps.salvo.nameDiscordUser(account, matchId!, seat, user.id);
      return { content: `You hold seat ${seat} of \`${matchId}\`.` };
    }
    case 'map': {
      const png = await deps.salvo.mapPng(account, matchId!);
      return {
        content: `The board of \`${matchId}\`, as your seat sees it:`,
        files: [{ name: 'map.png', data: png, contentType: 'image/png' }],
      };
    }
    case 'summary':
      return {
        content: await deps.salvo.summary(
          account,
          matchId!,
          options.get('turn') as number | undefined,
        ),
      };
    case 'order':
      return order(deps, account, matchId!, options);
    default:
      return { content: `No subcommand "${name}".` };
  }
}

/** Show the decision owed, or send the chosen (or written) order for it. */
async function order(
  deps: BotDeps,
  account: Parameters<SalvoTable['as']>[0],
  matchId: string,
  options: Options,
): Promise<Reply> {
  const decision = await deps.salvo.decision(account, matchId);
  if (!decision) return { content: 'Your seat owes nothing now.' };
  const choices = Array.isArray(decision.choices) ? (decision.choices as unknown[]) : null;
  const choice = options.get('choice') as number | undefined;
  const written = options.get('order') as string | undefined;
  if (choice === undefined && written === undefined) {
    const listed = choices
      ? choices
          .slice(0, 20)
          .map((c, n) => `${n + 1}. \`${JSON.stringify(c)}\``)
          .join('\n')
      : `Write it as JSON, e.g. \`${JSON.stringify(decision.example)}\``;
    return { content: `**${decision.prompt}**\n${listed}` };
  }
  let chosen: unknown;
  if (choice !== undefined) {
    if (!choices || choice > choices.length) return { content: `There is no order ${choice}.` };
    chosen = choices[choice - 1];
  } else {
    try {
      chosen = JSON.parse(written!);
    } catch {
      return { content: 'That order is not JSON.' };
    }
  }
  await deps.salvo.order(account, matchId, decision.decisionId, chosen);
  return { content: `Order sent for \`${matchId}\`.` };
}
