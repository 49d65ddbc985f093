/**
 * `npm run demo` (issue 6): the service in-process, two registered bot players, one Stratoyager
 * match through the public API, told as a battle report that ends with the result. The battle is
 * not rigged: whoever wins, or a draw, the report must say so and show how it came to that.
 */
import { BASE_TURNS, DEMO_DATA_DIR, demoSettings, runDemo } from '../scripts/demo.js';
import { freePort } from '../scripts/free-port.js';

/** Seat by seat: the player the demo registers, its side in the dogfight and its one ship. */
const SEATS = [
  { player: 'Red', side: 'Federated Systems Fleet', ship: 'fsf-guardian-1' },
  { player: 'Blue', side: 'Khione pirates', ship: 'khi-blackbuck-1' },
];

describe('the demo', () => {
  it('listens on PORT and keeps its data in SALVO_DATA_DIR, never under node_modules', () => {
    expect(demoSettings({ PORT: '4123', SALVO_DATA_DIR: '/tmp/salvo-demo' })).toEqual({
      port: 4123,
      dataDir: '/tmp/salvo-demo',
    });
    expect(demoSettings({})).toEqual({ port: 0, dataDir: DEMO_DATA_DIR });
    expect(DEMO_DATA_DIR).not.toMatch(/node_modules/);
    expect(() => demoSettings({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('plays a whole match through the API and prints a battle report that tells its end', async () => {
    const lines: string[] = [];
    const port = await freePort();
    const attacked = (l: string) => /^ {2}(HIT|miss) /.test(l);
    // The battle is not rigged, so now and then two ships end it without one shot in arc: the
    // attack lines are checked in the first of up to three battles that has any.
    let result = await runDemo((line) => lines.push(line), undefined, undefined, port);
    for (let battle = 2; battle <= 3 && !lines.some(attacked); battle++) {
      lines.length = 0;
      result = await runDemo((line) => lines.push(line), undefined, undefined, port);
    }
    expect(lines[0]).toMatch(new RegExp(`^Salvo is up at http://127\\.0\\.0\\.1:${port} `));
    expect(result.status).toBe('finished');
    const outcome = result.outcome!;
    expect(outcome).not.toBeNull();

    const report = lines.join('\n');
    expect(report).toMatch(/^Turn 1$/m);
    for (const { ship } of SEATS) {
      expect(report).toMatch(new RegExp(`^ {2}${ship} deploys at `, 'm'));
      expect(report).toMatch(new RegExp(`^ {2}maneuver {2}${ship}: `, 'm'));
    }
    // Every roll is told with its dice, its faces, its result and what it was for.
    for (const roll of lines.filter((l) => l.startsWith('  roll ')))
      expect(roll).toMatch(/^ {2}roll {6}\d+d\d+ \[[\d, ]+\] = \d+ {2}\(.+\)$/);
    // Attacks, hits and misses both, show their to-hit dice and which were kept (`2d6kl1`); the
    // to-hit rolls are not listed again as sums.
    const attacks = lines.filter(attacked);
    expect(attacks.length).toBeGreaterThan(0);
    for (const attack of attacks)
      expect(attack).toMatch(/ {2}\(to hit \d+d6(k[hl]1)?: \[[\d, ]+\] → \d+(; damage .+)?\)$/);
    expect(lines.filter((l) => l.startsWith('  roll ') && l.includes('(to-hit:'))).toEqual([]);

    // The end: who won (or a draw), then the rules' own summary, last.
    expect(outcome.draw).toBe(outcome.winners.length === 0);
    const [winner] = outcome.winners;
    expect(lines.at(-2)).toBe(
      outcome.draw
        ? 'Result: a draw'
        : `Winner: ${SEATS[winner].player} (seat ${winner}, ${SEATS[winner].side})`,
    );
    expect(lines.at(-1)).toBe(outcome.summary);

    // And the turns before it show how it came to that.
    const last = (kind: string, ship: string, detail = ''): number =>
      lines.findLastIndex((l) => l.startsWith(`  ${kind.padEnd(10)}${ship}: ${detail}`));
    const destroyed = (ship: string): boolean =>
      last('LOST', ship) > -1 || last('EXIT', ship, 'withdrew') > -1;
    const offTable = (ship: string): boolean => last('EXIT', ship) > last('RETURN', ship);
    const loser = SEATS[1 - winner]?.ship;
    switch (outcome.reason) {
      case 'annihilation':
        expect(destroyed(loser)).toBe(true);
        expect(destroyed(SEATS[winner].ship)).toBe(false);
        break;
      case 'absence':
        expect(offTable(loser)).toBe(true);
        expect(offTable(SEATS[winner].ship)).toBe(false);
        break;
      case 'points':
        expect(outcome.summary).toMatch(/points/);
        // The battle went the distance, unless neither ship was left on the table.
        if (!SEATS.every(({ ship }) => destroyed(ship) || offTable(ship)))
          expect(report).toMatch(new RegExp(`^Turn ${BASE_TURNS}$`, 'm'));
        break;
      default:
        throw new Error(`the demo ended in a way this test does not check: ${outcome.reason}`);
    }
  }, 180_000);
});
