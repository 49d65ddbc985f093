/**
 * Discord's documented limits on what a webhook message may carry
 * (https://discord.com/developers/docs/resources/message#embed-object-embed-limits): a body over
 * any of them is refused with 400, so every body is fitted to them before it is queued.
 */
export const DISCORD_LIMITS = {
  content: 2000,
  embeds: 10,
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  authorName: 256,
  /** All titles, descriptions, field names and values, footers and author names together. */
  total: 6000,
} as const;

export interface DiscordEmbed {
  title?: string;
  description?: string;
  url?: string;
  color?: number;
  timestamp?: string;
  fields?: { name: string; value: string; inline?: boolean }[];
  image?: { url: string };
  footer?: { text: string };
  author?: { name: string };
}

export interface DiscordBody {
  content?: string;
  embeds?: DiscordEmbed[];
  allowed_mentions?: { parse: string[]; users?: string[] };
}

/** Every way a body breaks the limits (empty: Discord would accept its size). */
export function discordProblems(body: DiscordBody): string[] {
  const L = DISCORD_LIMITS;
  const problems: string[] = [];
  const over = (what: string, text: string | undefined, max: number): void => {
    if (text !== undefined && [...text].length > max) problems.push(`${what} over ${max}`);
  };
  over('content', body.content, L.content);
  const embeds = body.embeds ?? [];
  if (embeds.length > L.embeds) problems.push(`more than ${L.embeds} embeds`);
  let total = 0;
  const count = (text: string | undefined): void => void (total += [...(text ?? '')].length);
  embeds.forEach((e, i) => {
    over(`embeds[${i}].title`, e.title, L.title);
    over(`embeds[${i}].description`, e.description, L.description);
    over(`embeds[${i}].footer`, e.footer?.text, L.footer);
    over(`embeds[${i}].author`, e.author?.name, L.authorName);
    const fields = e.fields ?? [];
    if (fields.length > L.fields) problems.push(`embeds[${i}] has more than ${L.fields} fields`);
    fields.forEach((f, j) => {
      over(`embeds[${i}].fields[${j}].name`, f.name, L.fieldName);
      over(`embeds[${i}].fields[${j}].value`, f.value, L.fieldValue);
      if (!f.name || !f.value) problems.push(`embeds[${i}].fields[${j}] is empty`);
      count(f.name);
      count(f.value);
    });
    count(e.title);
    count(e.description);
    count(e.footer?.text);
    count(e.author?.name);
  });
  if (total > L.total) problems.push(`embeds total ${total} over ${L.total}`);
  if (!body.content && embeds.length === 0) problems.push('neither content nor embeds');
  return problems;
}

/** Cuts text to `max` characters (code points), marking the cut. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * Fits an embed within the limits: each part clipped, at most 25 fields, and the whole within the
 * total by shortening the description first, then dropping fields from the end.
 */
export function fitEmbed(embed: DiscordEmbed): DiscordEmbed {
  const L = DISCORD_LIMITS;
  const fitted: DiscordEmbed = {
    ...embed,
    title: embed.title === undefined ? undefined : clip(embed.title, L.title),
    description:
      embed.description === undefined ? undefined : clip(embed.description, L.description),
    footer: embed.footer && { text: clip(embed.footer.text, L.footer) },
    fields: embed.fields?.slice(0, L.fields).map((f) => ({
      ...f,
      name: clip(f.name || '—', L.fieldName),
      value: clip(f.value || '—', L.fieldValue),
    })),
  };
  const size = (): number =>
    [fitted.title, fitted.description, fitted.footer?.text]
      .concat((fitted.fields ?? []).flatMap((f) => [f.name, f.value]))
      .reduce((n, t) => n + [...(t ?? '')].length, 0);
  let excess = size() - L.total;
  if (excess > 0 && fitted.description) {
    const keep = Math.max([...fitted.description].length - excess, 1);
    fitted.description = clip(fitted.description, keep);
    excess = size() - L.total;
  }
  while (excess > 0 && fitted.fields && fitted.fields.length > 0) {
    fitted.fields = fitted.fields.slice(0, -1);
    excess = size() - L.total;
  }
  return fitted;
}
