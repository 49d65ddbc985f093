/**
 * What a Discord hook posts: content and one embed per message, fitted to Discord's limits, with
 * the awaited players mentioned (and only they may be pinged: `allowed_mentions`). A channel is
 * shared by the whole group, so a Discord body shows the public view only.
 */
import { isVisible, type MatchEvent } from '../../../engine/index.js';
import type { SeatRow } from '../../match-runtime/index.js';
import type { Happening, MatchFacts } from '../happenings.js';
import type { DeliveryKind } from '../webhook.store.js';
import {
  clip,
  DISCORD_LIMITS,
  fitEmbed,
  type DiscordBody,
  type DiscordEmbed,
} from './discord-limits.js';

/** Colours of the embed's side bar. */
const COLOR = { turn: 0x3b82f6, status: 0x6b7280, reminder: 0xf59e0b, finished: 0x10b981 };

export interface DiscordDelivery {
  kind: DeliveryKind;
  body: DiscordBody;
}

/** Extras another module may add: a readable summary of the turn and a map picture. */
export interface TurnExtras {
  summary?: string;
  mapUrl?: string;
}

const unix = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

function seatName(s: SeatRow): string {
  return `Seat ${s.seat} · ${s.playerName ?? s.bot ?? (s.playerId ? 'player' : 'open')}`;
}

/** One field per side: awaited (and until when), ready, or won. */
function seatFields(facts: MatchFacts): DiscordEmbed['fields'] {
  return facts.seats.map((s) => {
    const owed = facts.pending.filter((p) => p.seat === s.seat);
    let value: string;
    if (facts.outcome) {
      value = facts.outcome.winners.includes(s.seat)
        ? '🏆 won'
        : facts.outcome.draw
          ? 'draw'
          : 'lost';
    } else if (owed.length > 0) {
      const due = owed.find((p) => p.deadline)?.deadline;
      value = `⏳ awaited: ${owed.map((p) => p.kind).join(', ')}${due ? ` — due <t:${unix(due)}:R>` : ''}`;
    } else {
      value = '✅ ready';
    }
    return { name: seatName(s), value, inline: true };
  });
}

/** `<@id>` of each awaited seat's Discord user (each once), and the ids allowed to be pinged. */
function mentions(seats: readonly number[], users: ReadonlyMap<number, string>) {
  const ids = [...new Set(seats.flatMap((seat) => (users.has(seat) ? [users.get(seat)!] : [])))];
  return { text: ids.map((id) => `<@${id}>`).join(' '), ids };
}

/** A public event as one line of the channel's account. */
function eventLine(e: MatchEvent): string {
  const facts = Object.entries(e.data)
    .filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v))
    .slice(0, 6)
    .map(([k, v]) => `${k} ${String(v)}`)
    .join(', ');
  return clip(`• \`${e.type}\`${facts ? ` ${facts}` : ''}`, 300);
}

function body(content: string, embed: DiscordEmbed, ids: string[]): DiscordBody {
  return {
    content: clip(content, DISCORD_LIMITS.content),
    embeds: [fitEmbed(embed)],
    allowed_mentions: { parse: [], users: ids.slice(0, 100) },
  };
}

export function discordDelivery(
  happening: Happening,
  facts: MatchFacts,
  users: ReadonlyMap<number, string>,
  extras: TurnExtras = {},
): DiscordDelivery {
  const awaited = [...new Set(facts.pending.map((p) => p.seat))];
  const waitingFor = mentions(awaited, users);
  const where = facts.phase?.label ?? 'Setting up';
  const title = (text: string): string => `${facts.rulesetId} · ${text}`;
  const waitLine = waitingFor.text ? `\nWaiting for ${waitingFor.text}` : '';
  switch (happening.type) {
    case 'turn.resolved': {
      const turn = Number(happening.data.turn);
      const lines = (happening.events ?? []).filter((e) => isVisible(e, null)).map(eventLine);
      return {
        kind: 'post',
        body: body(
          `**Turn ${turn} resolved.**${waitLine}`,
          {
            title: title(`Turn ${turn} resolved`),
            description: extras.summary ?? (lines.join('\n') || 'Nothing public happened.'),
            color: COLOR.turn,
            fields: seatFields(facts),
            ...(extras.mapUrl ? { image: { url: extras.mapUrl } } : {}),
            footer: { text: `Match ${facts.matchId} · now: ${where}` },
          },
          waitingFor.ids,
        ),
      };
    }
    case 'reminder.due': {
      const seat = happening.seat ?? -1;
      const who = mentions([seat], users);
      const owed = facts.pending.filter((p) => p.seat === seat);
      const due = owed.find((p) => p.deadline)?.deadline;
      const text =
        happening.reason === 'last_awaited'
          ? `${who.text || `Seat ${seat}`}: you are the last one we are waiting for.`
          : `${who.text || `Seat ${seat}`}: your orders are due${due ? ` <t:${unix(due)}:R>` : ' soon'}.`;
      return {
        kind: 'post',
        body: body(
          `⏰ ${text}`,
          {
            title: title(`Reminder: ${where}`),
            description: owed.map((p) => `• ${p.kind}`).join('\n') || 'No orders owed any more.',
            color: COLOR.reminder,
            footer: { text: `Match ${facts.matchId}` },
          },
          who.ids,
        ),
      };
    }
    case 'match.finished':
      return {
        kind: 'post',
        body: body(
          `**The match is over.** ${facts.outcome?.summary ?? facts.status}`,
          {
            title: title('Match over'),
            description: facts.outcome?.summary ?? `The match is ${facts.status}.`,
            color: COLOR.finished,
            fields: seatFields(facts),
            footer: { text: `Match ${facts.matchId}` },
          },
          [],
        ),
      };
    default:
      // phase.changed, decision.required: the status message, edited in place.
      return {
        kind: 'status',
        body: body(
          `**Status:** ${where}${waitLine}`,
          {
            title: title(where),
            description: `The match is ${facts.status}.`,
            color: COLOR.status,
            fields: seatFields(facts),
            footer: { text: `Match ${facts.matchId}` },
          },
          waitingFor.ids,
        ),
      };
  }
}

const TURN_TITLE = / · Turn (\d+) resolved$/;

/** The turn a Discord turn message is about (its title says), or null. */
export function turnOfDiscordBody(body: DiscordBody): number | null {
  const match = TURN_TITLE.exec(body.embeds?.[0]?.title ?? '');
  return match ? Number(match[1]) : null;
}

/** The body of a test ping to a Discord hook. */
export function discordPing(): DiscordBody {
  return {
    content: 'Salvo webhook test: this channel will hear of your matches.',
    allowed_mentions: { parse: [] },
  };
}
