/**
 * Bots from files (`./my-bot.js`): a module whose default export (or `bot` export) is a `Bot`.
 * What lets a bot author try a bot offline against the built-in ones before it plays on a ladder.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Bot } from '../engine/index.js';

/** A `--bots` entry that names a file rather than a built-in bot. */
export const isBotFile = (id: string): boolean =>
  /^\.{1,2}[/\\]/.test(id) || id.startsWith('/') || /\.[cm]?[jt]s$/.test(id);

export async function loadBotFile(path: string): Promise<Bot> {
  const module = (await import(pathToFileURL(resolve(path)).href)) as {
    default?: unknown;
    bot?: unknown;
  };
  const bot = (module.default ?? module.bot) as Partial<Bot> | undefined;
  if (!bot || typeof bot.decide !== 'function') {
    throw new Error(`${path}: export a bot { id, name, decide(turn) } as default or as "bot"`);
  }
  return { id: path, name: bot.name ?? path, description: bot.description ?? path, ...bot } as Bot;
}

/** The file bots among `ids`, loaded, by the id they were given as. */
export async function loadBotFiles(ids: readonly string[]): Promise<Map<string, Bot>> {
  const files = [...new Set(ids.filter(isBotFile))];
  return new Map(await Promise.all(files.map(async (f) => [f, await loadBotFile(f)] as const)));
}
