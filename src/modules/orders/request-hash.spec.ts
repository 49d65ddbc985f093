import { canonicalJson, sha256Hex } from '../../engine/index.js';
import { requestHashOf } from './request-hash.js';

describe('requestHashOf', () => {
  // Hashes stored before (the engine's digest) must still recognise a retried order.
  it.each([
    ['t1.s2.maneuver.0', { orders: [{ type: 'MOVE', unitId: 'fsf-1', path: [1, 2] }] }],
    ['d', { b: 1, a: 'é ✓ 🚀', c: null }],
    ['lone', { text: 'a\ud800b' }],
    ['none', null],
  ])('gives the digest the engine gives for %s', (decisionId, order) => {
    expect(requestHashOf(decisionId, order)).toBe(sha256Hex(canonicalJson({ decisionId, order })));
  });

  it('does not depend on key order', () => {
    expect(requestHashOf('d', { a: 1, b: 2 })).toBe(requestHashOf('d', { b: 2, a: 1 }));
  });
});
