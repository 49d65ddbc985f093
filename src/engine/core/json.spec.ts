import { copyJson, freezeJson, sameJson } from './json.js';

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

describe('sameJson', () => {
  const order = { type: 'move', moves: [{ ship: 's1', path: [{ x: 1, y: 2.5 }], pay: null }] };

  it('finds a copy equal, whatever its key order', () => {
    expect(sameJson(order, copyJson(order))).toBe(true);
    expect(sameJson({ a: 1, b: [true, 'x'] }, { b: [true, 'x'], a: 1 })).toBe(true);
  });

  it('finds any change unequal: a value, an added or removed key, an array length or kind', () => {
    const changed = copyJson(order);
    changed.moves[0].path[0].y = 3;
    expect(sameJson(order, changed)).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(sameJson([1, 2], [1, 2, 3])).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson({}, [])).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson(1, '1')).toBe(false);
  });
});

describe('freezeJson', () => {
  it('freezes every object and array it reaches, and keeps the value as it was', () => {
    const value = { ships: [{ id: 'a', at: { x: 1, y: 2 } }], turn: 3, none: null };
    const before = copyJson(value);
    expect(freezeJson(value)).toBe(value);
    expect(value).toEqual(before);
    for (const part of [value, value.ships, value.ships[0], value.ships[0].at])
      expect(Object.isFrozen(part)).toBe(true);
    expect(() => {
      (value.ships[0].at as { x: number }).x = 9;
    }).toThrow(TypeError);
  });

  it('walks only the new parts of a value that shares frozen ones', () => {
    const shared = freezeJson({ table: { width: 48 } });
    const fresh = { shared, mine: { units: [1] } };
    freezeJson(fresh);
    expect(Object.isFrozen(fresh.mine.units)).toBe(true);
    expect(fresh.shared).toBe(shared);
  });
});
