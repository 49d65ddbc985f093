/**
 * A turn summary written out: Markdown (Discord, chat, issue trackers) or plain text. Both list
 * the same lines; Markdown adds headings, code spans for the dice and escapes what a name could
 * use to inject markup (`*`, `_`, `<@mention>`...).
 */
import type { SummaryEntry } from '../core/presentation.js';
import { formatDice } from './dice-line.js';
import type { TurnSummary } from './turn-summary.js';

const MARKDOWN_SPECIAL = /[\\`*_~|[\]<>]/g;

export function escapeMarkdown(text: string): string {
  return text.replace(MARKDOWN_SPECIAL, (c) => `\\${c}`);
}

function verdict(entry: SummaryEntry): string {
  if (entry.hit === undefined) return '';
  return entry.hit ? ' — hit' : ' — miss';
}

function entryLine(entry: SummaryEntry, markdown: boolean): string {
  const text = markdown ? escapeMarkdown(entry.text) : entry.text;
  const dice = (entry.dice ?? []).map((d) => (markdown ? `\`${formatDice(d)}\`` : formatDice(d)));
  const rolled = dice.length > 0 ? `: ${dice.join(', ')}` : '';
  return `${text}${rolled}${verdict(entry)}`;
}

function awaited(summary: TurnSummary, markdown: boolean): string[] {
  if (summary.next.length === 0) return [];
  const esc = markdown ? escapeMarkdown : (s: string) => s;
  const who = summary.next.map((n) => {
    const prompt = n.prompt ? ` (${esc(n.prompt)})` : '';
    return `${esc(n.name)}: ${esc(n.kind.replace(/_/g, ' '))}${prompt}`;
  });
  return [markdown ? `**Waiting for:** ${who.join('; ')}` : `Waiting for: ${who.join('; ')}`];
}

export function summaryToMarkdown(summary: TurnSummary): string {
  const lines = [`# ${escapeMarkdown(summary.title)}`, ''];
  if (summary.sections.length === 0) lines.push('_Nothing happened yet that you can see._', '');
  for (const section of summary.sections) {
    lines.push(`## ${escapeMarkdown(section.label)}`, '');
    for (const entry of section.entries) lines.push(`- ${entryLine(entry, true)}`);
    lines.push('');
  }
  const next = awaited(summary, true);
  if (next.length > 0) lines.push(...next, '');
  return `${lines.join('\n').trimEnd()}\n`;
}

export function summaryToText(summary: TurnSummary): string {
  const lines = [summary.title, ''];
  if (summary.sections.length === 0) lines.push('Nothing happened yet that you can see.', '');
  for (const section of summary.sections) {
    lines.push(section.label);
    for (const entry of section.entries) lines.push(`  - ${entryLine(entry, false)}`);
    lines.push('');
  }
  const next = awaited(summary, false);
  if (next.length > 0) lines.push(...next, '');
  return `${lines.join('\n').trimEnd()}\n`;
}
