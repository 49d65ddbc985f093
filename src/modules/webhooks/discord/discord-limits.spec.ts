import { discordProblems, fitEmbed } from './discord-limits.js';

describe('Discord limits', () => {
  it('names every limit a body breaks', () => {
    const long = (n: number) => 'x'.repeat(n);
    expect(
      discordProblems({
        content: long(2001),
        embeds: [
          {
            title: long(257),
            description: long(4097),
            fields: Array.from({ length: 26 }, () => ({ name: long(257), value: long(1025) })),
          },
        ],
      }),
    ).toEqual(
      expect.arrayContaining([
        'content over 2000',
        'embeds[0].title over 256',
        'embeds[0].description over 4096',
        'embeds[0] has more than 25 fields',
        'embeds[0].fields[0].name over 256',
        'embeds[0].fields[0].value over 1024',
        expect.stringMatching(/^embeds total \d+ over 6000$/),
      ]),
    );
  });

  it('fits an oversized embed within every limit, the total included', () => {
    const embed = fitEmbed({
      title: '🚀'.repeat(300),
      description: 'd'.repeat(5000),
      fields: Array.from({ length: 40 }, (_, i) => ({
        name: `Seat ${i}`,
        value: 'v'.repeat(2000),
      })),
    });
    expect(discordProblems({ embeds: [embed] })).toEqual([]);
    expect(embed.title).toHaveLength(2 * 255 + 1);
    expect(embed.fields!.length).toBeLessThanOrEqual(25);
  });
});
