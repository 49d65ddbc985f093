import { discordProblems, type DiscordBody } from './discord/discord-limits.js';
import { withTurnReport } from './turn-report.js';

const report = (mapPngUrl: string | null) => ({
  turn: 2,
  markdown: `# Basic Stratoyager, turn 2\n\n${'- a long line of the turn\n'.repeat(400)}`,
  text: '',
  mapPngUrl,
  expiresAt: new Date(0),
});

describe('a resolved turn’s summary and map in a delivery', () => {
  const discord: DiscordBody = {
    content: 'Turn 2 resolved.',
    embeds: [{ title: 'stratoyager · Turn 2 resolved', description: 'events', fields: [] }],
  };

  it('puts the summary in the Discord embed, within the limits, with the map picture', () => {
    const body = withTurnReport(
      'discord',
      discord,
      report('https://salvo.example/api/v1/matches/m/map.png?sig=x'),
    ) as DiscordBody;
    expect(body.embeds![0].description).toMatch(/^# Basic Stratoyager, turn 2/);
    expect(body.embeds![0].image).toEqual({
      url: 'https://salvo.example/api/v1/matches/m/map.png?sig=x',
    });
    expect(discordProblems(body)).toEqual([]);
  });

  it('leaves out a map link that is not absolute (no PUBLIC_URL): Discord would refuse it', () => {
    const body = withTurnReport(
      'discord',
      discord,
      report('/api/v1/matches/m/map.png'),
    ) as DiscordBody;
    expect(body.embeds![0].image).toBeUndefined();
    const json = withTurnReport('json', { data: { turn: 2 } }, report(null)) as {
      data: Record<string, unknown>;
    };
    expect(json.data).toMatchObject({
      turn: 2,
      summary: expect.stringMatching(/^# /),
      mapPngUrl: null,
    });
  });
});
