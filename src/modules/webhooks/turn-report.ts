/**
 * A `turn.resolved` delivery gets the turn's readable summary and a signed link to the map picture
 * (from the reports module) when it is sent: they are drawn outside the match's transaction and
 * lock, which the outbox row is written under. A Discord body shows the public view; a `json`
 * body the view of the hook owner's seat.
 */
import type { TurnReport } from '../reports/index.js';
import { fitEmbed, type DiscordBody } from './discord/discord-limits.js';

/** Only an absolute http(s) link can be shown by Discord (and followed by a receiver). */
const isAbsolute = (url: string | null): url is string => !!url && /^https?:\/\//.test(url);

export function withTurnReport(
  format: 'json' | 'discord',
  body: unknown,
  report: TurnReport,
): unknown {
  const mapUrl = isAbsolute(report.mapPngUrl) ? report.mapPngUrl : null;
  if (format === 'discord') {
    const discord = body as DiscordBody;
    const [embed, ...rest] = discord.embeds ?? [];
    if (!embed) return body;
    return {
      ...discord,
      embeds: [
        fitEmbed({
          ...embed,
          description: report.markdown,
          ...(mapUrl ? { image: { url: mapUrl } } : {}),
        }),
        ...rest,
      ],
    };
  }
  const json = body as { data: Record<string, unknown> };
  return {
    ...json,
    data: { ...json.data, summary: report.markdown, mapPngUrl: mapUrl },
  };
}
