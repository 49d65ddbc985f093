/**
 * Orders near the policy's own: the same order with one part changed. Where a ruleset lists no
 * choices its sampler draws whole orders at random, and a random manoeuvre or fire plan is
 * almost never better than the policy's considered one, so the search never left it (2–7% of
 * decisions, measured). A neighbour keeps everything the policy got right and tries one other
 * thrust, target, distance or option: the search then weighs small, plausible corrections.
 *
 * Generic over the order's JSON: a number nudged by one, a flag flipped, an element of a list
 * dropped, or one part taken from a legal order the sampler drew (a donor) at the same place, so
 * that strings (targets, directions, options) change only to values the rules could accept there.
 */
import type { Rng } from '../core/rng.js';

type Path = readonly (string | number)[];

interface Leaf {
  path: Path;
  value: unknown;
}

/** Every place in `value` below the root: primitives, and lists (which a neighbour may shorten). */
function places(value: unknown, path: Path = [], out: Leaf[] = []): Leaf[] {
  if (Array.isArray(value)) {
    if (path.length > 0) out.push({ path, value });
    value.forEach((v, i) => places(v, [...path, i], out));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) places(v, [...path, k], out);
  } else if (path.length > 0) {
    out.push({ path, value });
  }
  return out;
}

function at(value: unknown, path: Path): unknown {
  let v = value;
  for (const step of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[step];
  }
  return v;
}

/** A deep copy of `order` with the value at `path` replaced (`undefined`: removed from its list). */
function replaced(order: unknown, path: Path, value: unknown): unknown {
  const copy: unknown = JSON.parse(JSON.stringify(order));
  const parent = at(copy, path.slice(0, -1)) as Record<string | number, unknown> | unknown[];
  const last = path[path.length - 1];
  if (value === undefined && Array.isArray(parent)) parent.splice(last as number, 1);
  else (parent as Record<string | number, unknown>)[last] = value;
  return copy;
}

/** One change to `order`, drawn with `rng`; `donor` (a legal order) lends values by place. */
export function neighbour(order: unknown, donor: unknown, rng: Rng): unknown {
  const own = places(order);
  if (own.length === 0) return donor;
  const lent = places(donor)
    .filter((d) => !Array.isArray(d.value))
    .filter((d) => {
      const mine = at(order, d.path);
      return mine !== undefined && typeof mine === typeof d.value && mine !== d.value;
    });
  // Half the time a donor's value where there is one: it is legal somewhere, so more often here.
  if (lent.length > 0 && rng.int(2) === 0) {
    const d = lent[rng.int(lent.length)];
    return replaced(order, d.path, d.value);
  }
  const leaf = own[rng.int(own.length)];
  const v = leaf.value;
  if (typeof v === 'number') return replaced(order, leaf.path, v + (rng.int(2) === 0 ? 1 : -1));
  if (typeof v === 'boolean') return replaced(order, leaf.path, !v);
  if (Array.isArray(v) && v.length > 0) {
    return replaced(order, [...leaf.path, rng.int(v.length)], undefined);
  }
  if (lent.length > 0) {
    const d = lent[rng.int(lent.length)];
    return replaced(order, d.path, d.value);
  }
  return donor;
}
