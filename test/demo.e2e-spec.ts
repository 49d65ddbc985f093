/**
 * `npm run demo` (issue 6): the service in-process, two registered bot players, one Stratoyager
 * match through the public API, told as a battle report that ends with the winner.
 */
import { runDemo } from '../scripts/demo.js';

describe('the demo', () => {
  it('plays a whole match through the API and prints a battle report with a winner', async () => {
    const lines: string[] = [];
    const result = await runDemo((line) => lines.push(line));
    expect(result.status).toBe('finished');
    expect(result.winners).toHaveLength(1);
    const report = lines.join('\n');
    expect(report).toMatch(/^Turn 1$/m);
    expect(report).toMatch(/^ {2}maneuver {2}fsf-guardian-1: /m);
    expect(report).toMatch(/^ {2}roll {6}\d+d6 \[[\d, ]+\] = \d+ {2}\(to-hit: /m);
    expect(report).toMatch(/^ {2}LOST {6}(fsf-guardian-1|khi-blackbuck-1): /m);
    const winner = result.winners[0];
    expect(lines).toContain(
      `Winner: ${['Red', 'Blue'][winner]} (seat ${winner}, ${['Federated Systems Fleet', 'Khione pirates'][winner]})`,
    );
  }, 180_000);
});
