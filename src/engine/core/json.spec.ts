import { copyJson } from './json.js';

describe('copyJson', () => {
  it('copies nested objects and arrays so the copy shares nothing with the original', () => {
    const order = { orders: [{ type: 'MANEUVER', maneuvers: [{ thrust: 2 }], yaw: null }] };
    const copy = copyJson(order);
    expect(copy).toEqual(order);
    copy.orders[0].maneuvers[0].thrust = 9;
    copy.orders.push({ type: 'X', maneuvers: [], yaw: null });
    expect(order.orders).toHaveLength(1);
    expect(order.orders[0].maneuvers[0].thrust).toBe(2);
  });

  it('keeps a "__proto__" key as data instead of setting the prototype', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": true}, "a": [1, {"b": 2}]}') as object;
    const copy = copyJson(parsed);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect((copy as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.keys(copy)).toEqual(['__proto__', 'a']);
  });

  it('passes primitives through', () => {
    expect(copyJson(null)).toBeNull();
    expect(copyJson(3)).toBe(3);
    expect(copyJson('salvo')).toBe('salvo');
  });
});
