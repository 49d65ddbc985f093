import { formatDice, keptDice, summedDice } from './dice-line.js';
import { escapeMarkdown } from './summary-format.js';

describe('dice as players write them', () => {
  it('keeps the lowest of a pool: 2d6kl1: [3, 5] → 3', () => {
    expect(formatDice(keptDice([3, 5], 6, 'lowest'))).toBe('2d6kl1: [3, 5] → 3');
  });

  it('keeps the highest two of three', () => {
    expect(formatDice(keptDice([2, 6, 4], 6, 'highest', 2))).toBe('3d6kh2: [2, 6, 4] → 10');
  });

  it('sums dice that are all kept, and says what they were for', () => {
    expect(formatDice(summedDice([1, 4, 6], 6, 'damage'))).toBe('damage 3d6: [1, 4, 6] → 11');
  });
});

describe('Markdown escaping', () => {
  it('keeps a name from adding markup or mentions', () => {
    expect(escapeMarkdown('<@123> *bold* [x]')).toBe('\\<@123\\> \\*bold\\* \\[x\\]');
  });
});
