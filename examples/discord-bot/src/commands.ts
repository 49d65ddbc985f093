/**
 * The bot's one slash command, `/salvo`, and its subcommands: what Discord shows players when they
 * type `/`. Registered once per application (main.ts); the handler reads the same names.
 */
import { SlashCommandBuilder } from 'discord.js';

export const SALVO_COMMAND = new SlashCommandBuilder()
  .setName('salvo')
  .setDescription('Play Salvo in this channel')
  .addSubcommand((c) =>
    c
      .setName('new')
      .setDescription('Create a match and take its first seat')
      .addStringOption((o) =>
        o.setName('ruleset').setDescription('e.g. stratoyager, sits').setRequired(true),
      )
      .addStringOption((o) => o.setName('scenario').setDescription('a scenario id of the ruleset')),
  )
  .addSubcommand((c) =>
    c
      .setName('join')
      .setDescription('Take the open seat of a match')
      .addStringOption((o) => o.setName('match').setDescription('the match id').setRequired(true)),
  )
  .addSubcommand((c) =>
    c
      .setName('map')
      .setDescription('The board as your seat sees it')
      .addStringOption((o) => o.setName('match').setDescription('the match id').setRequired(true)),
  )
  .addSubcommand((c) =>
    c
      .setName('summary')
      .setDescription('What happened in a turn, as your seat saw it')
      .addStringOption((o) => o.setName('match').setDescription('the match id').setRequired(true))
      .addIntegerOption((o) =>
        o.setName('turn').setDescription('default: the last one').setMinValue(0),
      ),
  )
  .addSubcommand((c) =>
    c
      .setName('order')
      .setDescription('See what your seat must decide, or send an order')
      .addStringOption((o) => o.setName('match').setDescription('the match id').setRequired(true))
      .addIntegerOption((o) =>
        o.setName('choice').setDescription('the number of a listed order').setMinValue(1),
      )
      .addStringOption((o) => o.setName('order').setDescription('the order as JSON')),
  );

/** The JSON Discord's `PUT /applications/{id}/commands` takes. */
export const COMMANDS = [SALVO_COMMAND.toJSON()];
