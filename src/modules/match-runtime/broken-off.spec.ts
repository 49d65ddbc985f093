import { brokenOff } from './broken-off.js';

describe('brokenOff', () => {
  it('is a deadlock or a serialization failure, by SQLSTATE', () => {
    expect(brokenOff(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBe(true);
    expect(brokenOff(Object.assign(new Error('could not serialize'), { code: '40001' }))).toBe(
      true,
    );
  });

  it('is nothing else: a broken constraint, a refusal, a non-error', () => {
    expect(brokenOff(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(brokenOff(new Error('MATCH_OVER'))).toBe(false);
    expect(brokenOff(null)).toBe(false);
    expect(brokenOff('40P01')).toBe(false);
  });
});
