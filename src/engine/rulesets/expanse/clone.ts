/**
 * A copy of the battle for the next action (`cloneState`), made by hand: what the rules change
 * often is copied; what they never change after setup is shared (a ship's hull, qualities, flaws,
 * crew abilities and focuses, succession, the sides, the terrain, and sealed orders, which are
 * only read); what they change seldom (a ship's crew, weapons, losses, systems, bank..., each
 * ship's round effects, and the torpedoes) is shared and copied by the rule that changes it
 * (`copy-on-write.ts`). `clone.spec.ts` walks played battles: the copy equals a deep copy,
 * shares nothing else, and play never writes to a shared record.
 */
import type { Attack, ExpanseState, HitStunt } from './battle.js';
import { beginCopy, endCopy, listOf, recordOf, type NamesEveryOptional } from './copy-on-write.js';
import type { Pair, Ship, ShipPools } from './state.js';

function shipOf(x: Ship): Ship {
  // Every field named, in the order \`buildShip\` makes them: V8 lays a literal's fields out in
  // the object itself, one allocation, where a spread of a ship this large copies into a separate
  // property array field by field (twice as slow, and every later read one step further away).
  return {
    id: x.id,
    name: x.name,
    classId: x.classId,
    side: x.side,
    size: x.size,
    hull: x.hull,
    sensorsBase: x.sensorsBase,
    qualities: x.qualities,
    flaws: x.flaws,
    juice: x.juice,
    maneuverableSteps: x.maneuverableSteps,
    lumberingSteps: x.lumberingSteps,
    crewMin: x.crewMin,
    crewCurrent: x.crewCurrent,
    competence: x.competence,
    crew: x.crew,
    roles: x.roles,
    succession: x.succession,
    weapons: x.weapons,
    losses: x.losses,
    offline: x.offline,
    reactor: x.reactor,
    hullBreach: x.hullBreach,
    systemDamage: x.systemDamage,
    systemDamageSuppressedUntil: x.systemDamageSuppressedUntil,
    dcProgress: x.dcProgress,
    quickStart: x.quickStart,
    hacked: x.hacked,
    // The pools change in almost every step.
    sp: poolsOf(x.sp),
    bank: x.bank,
    status: x.status,
  };
}

function poolsOf(sp: ShipPools): ShipPools {
  return {
    command: sp.command,
    pilot: sp.pilot,
    comms: sp.comms,
    weaponsFree: sp.weaponsFree,
    weaponsBound: { ...sp.weaponsBound },
    engineer: sp.engineer,
  };
}

function pairOf(p: Pair): Pair {
  return {
    ships: [p.ships[0], p.ships[1]],
    band: p.band,
    grapple: p.grapple && { ...p.grapple },
    follow: p.follow && { ...p.follow },
    lostTrack: [...p.lostTrack],
  };
}

// RETARGETED: Misdirect and a Too Close deflection rewrite an attack's `target` (and its
// torpedo's), rarely. V8 takes a field it has never seen rewritten for a constant, and the first
// rewrite of it, per hidden class, drops every function compiled on that assumption: a dozen of
// the largest step functions at once, well into a process's first thousand games (decision
// 0060). The copies below write `target` twice, so that it is an ordinary field from the first
// copy on.

/** An attack's fields that every attack has, in the order the rules' literals make them. */
function plainAttack(a: Attack, stunts: HitStunt[]): Attack {
  const c: Attack = {
    id: a.id,
    attacker: a.attacker,
    weapon: a.weapon,
    target: '',
    kind: a.kind,
    type: a.type,
    band: a.band,
    damage: a.damage,
    result: a.result,
    stunts,
  };
  c.target = a.target; // see `RETARGETED`
  return c;
}

/** Where an attack's `torpedo` is: before `result` (`torpedoItem`), last (a launch), or else. */
function torpedoPlace(a: Attack): 'item' | 'last' | undefined {
  let i = 0;
  let at = -1;
  for (const k in a) {
    if (k === 'torpedo') at = i;
    i++;
  }
  return i !== 11 ? undefined : at === 8 ? 'item' : at === 10 ? 'last' : undefined;
}

/**
 * A copy of an attack with the hidden class of the rules' own: by the literal they make it with
 * (and a field they add later added the same way), so that code reading attacks meets a few
 * shapes, not each twice, once made and once copied by a spread (decision 0052). A shape it does
 * not know (a Set-up hazard's TN, a targeted torpedo) is copied by a spread, which keeps its
 * fields in their order.
 */
function attackOf(a: Attack): Attack {
  // Most attacks carry no stunt: no copy of the list and no closure for them.
  const stunts = a.stunts.length === 0 ? [] : listOf(a.stunts, (x) => ({ ...x }));
  if (!('tn' in a)) {
    if (!('torpedo' in a)) {
      const c = plainAttack(a, stunts);
      if ('targetedLoss' in a) c.targetedLoss = a.targetedLoss;
      return c;
    }
    const place = 'targetedLoss' in a ? undefined : torpedoPlace(a);
    if (place === 'last') {
      const c = plainAttack(a, stunts);
      c.torpedo = a.torpedo;
      return c;
    }
    if (place === 'item') {
      const c: Attack = {
        id: a.id,
        attacker: a.attacker,
        weapon: a.weapon,
        target: '',
        kind: a.kind,
        type: a.type,
        band: a.band,
        damage: a.damage,
        torpedo: a.torpedo,
        result: a.result,
        stunts,
      };
      c.target = a.target; // see `RETARGETED`
      return c;
    }
  }
  // Spread, then assign: a spread with an override copies slower.
  const attack = { ...a };
  attack.stunts = stunts;
  return attack;
}

function mapValues<T>(r: Record<string, T>, f: (v: T) => T): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k in r) out[k] = f(r[k]);
  return out;
}

// Fails to compile when ExpanseState gains an optional field `battleShell` does not look for.
const everyOptionalKnown: NamesEveryOptional<ExpanseState, 'terrain' | 'hinders' | 'goodAdvice'> =
  true;
void everyOptionalKnown;

/**
 * The battle's top level, every field shared: by a literal of the fields `battleOf` makes, in its
 * order (as ships are copied), unless the battle lacks one of them (a test's own battle) or has
 * more (Blockade's hinders and Good Advice are added to it later, in the order they came): then
 * by a spread, which keeps whatever fields it has in their order.
 */
export function battleShell(s: ExpanseState): ExpanseState {
  if (!('terrain' in s) || 'hinders' in s || 'goodAdvice' in s) return { ...s };
  return {
    scenarioId: s.scenarioId,
    objective: s.objective,
    round: s.round,
    roundLimit: s.roundLimit,
    step: s.step,
    phase: s.phase,
    sides: s.sides,
    ships: s.ships,
    pairs: s.pairs,
    terrain: s.terrain,
    torpedoes: s.torpedoes,
    nextTorpedo: s.nextTorpedo,
    attacks: s.attacks,
    fx: s.fx,
    outOfControl: s.outOfControl,
    tacticsPenalty: s.tacticsPenalty,
    eatStatic: s.eatStatic,
    bought: s.bought,
    concerned: s.concerned,
    submitted: s.submitted,
    resigned: s.resigned,
    result: s.result,
  };
}

export function cloneBattle(s: ExpanseState): ExpanseState {
  // The top level first; then each field the rules write in place gets its own copy (same keys,
  // same order).
  beginCopy(s);
  const c = battleShell(s);
  c.ships = listOf(s.ships, shipOf);
  c.pairs = listOf(s.pairs, pairOf);
  c.torpedoes = [...s.torpedoes];
  c.attacks = listOf(s.attacks, attackOf);
  c.fx = { ...s.fx };
  c.outOfControl = [...s.outOfControl];
  c.tacticsPenalty = { ...s.tacticsPenalty };
  c.eatStatic = { ...s.eatStatic };
  if (s.goodAdvice) c.goodAdvice = { ...s.goodAdvice };
  if (s.hinders) c.hinders = listOf(s.hinders, (h) => ({ ...h }));
  c.bought = mapValues(s.bought, (keys) => [...keys]);
  c.concerned = [...s.concerned];
  // Not a spread: the side whose order closes the step is added to it (`recordOf`).
  c.submitted = recordOf(s.submitted);
  c.resigned = [...s.resigned];
  c.result = s.result && { ...s.result };
  endCopy(c);
  return c;
}
