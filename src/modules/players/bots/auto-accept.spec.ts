import { acceptsByRule, type AutoAcceptRules } from './auto-accept.js';

const any: AutoAcceptRules = {
  rulesetIds: [],
  rated: null,
  minOpponentRating: null,
  maxOpponentRating: null,
};
const offer = { rulesetId: 'stratoyager', rated: true, challengerRating: 12.5 };

describe('a bot accepting challenges by its rules', () => {
  it('accepts anything when no rule is given', () => {
    expect(acceptsByRule(any, offer)).toBe(true);
  });

  it('holds to its rulesets', () => {
    expect(acceptsByRule({ ...any, rulesetIds: ['stratoyager', 'sits'] }, offer)).toBe(true);
    expect(acceptsByRule({ ...any, rulesetIds: ['sits'] }, offer)).toBe(false);
  });

  it('holds to rated or unrated', () => {
    expect(acceptsByRule({ ...any, rated: true }, offer)).toBe(true);
    expect(acceptsByRule({ ...any, rated: false }, offer)).toBe(false);
    expect(acceptsByRule({ ...any, rated: false }, { ...offer, rated: false })).toBe(true);
  });

  it("holds to the challenger's rating range, bounds included", () => {
    const range = { ...any, minOpponentRating: 10, maxOpponentRating: 12.5 };
    expect(acceptsByRule(range, offer)).toBe(true);
    expect(acceptsByRule(range, { ...offer, challengerRating: 10 })).toBe(true);
    expect(acceptsByRule(range, { ...offer, challengerRating: 9.99 })).toBe(false);
    expect(acceptsByRule(range, { ...offer, challengerRating: 12.51 })).toBe(false);
  });
});
