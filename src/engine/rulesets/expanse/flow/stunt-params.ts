/**
 * What each stunt a match offers names besides its ship (§8.2 stunt params), the variants a ship
 * could name now (the stunt decision's choices), their prerequisites (EX-STUNT-GEN-7) and the
 * problems with a named reference.
 */
import { problem, type Problem } from '../../../core/problems.js';
import {
  enemiesOf,
  isActive,
  shipById,
  timingOf,
  type Attack,
  type ExpanseState,
} from '../battle.js';
import type { StuntOrder } from '../orders.js';
import { systemDamageUnits } from '../rules/damage-control.js';
import type { Timing } from '../rules/stunts.js';
import { SYSTEMS, type Ship } from '../state.js';
import { BLOCKADE, BLOCKADE_MODES } from './blockade.js';
import { canBurn } from './burn-them.js';
import { canDaunt, DAUNTLESS } from './dauntless.js';
import { canTuckIn, covers, STATION, TOO_CLOSE } from './too-close.js';
import {
  TURNABOUT,
  TURNABOUT_SP_PER_TORPEDO,
  turnaboutChoices,
  turnaboutProblem,
} from './turnabout.js';
import { canMisdirect, incomingTorpedoes, MISDIRECT, nearbyShips, techCrew } from './misdirect.js';
import { canFollow } from './follow.js';
import { GUIDANCE, guidanceKey, guidanceProblem, guidanceTargets } from './guidance.js';
import { hackTargets } from './hack.js';
import { quickStartCrewOk } from './quick-start.js';
import { hasHazard, SET_UP } from './set-up.js';
import { canSkim, tracks } from './skimming.js';
import { needsJuryRig } from './weapon-online.js';
import { listOf } from '../copy-on-write.js';

type ParamKind =
  | 'none'
  | 'enemy'
  | 'ally'
  | 'ally_mode'
  | 'enemy_ally'
  | 'enemy_hack'
  | 'leader'
  | 'crew_pair'
  | 'weapon_crew'
  | 'hit'
  | 'damaged_system'
  | 'guidance'
  | 'eye_patch'
  | 'terrain_choice'
  | 'blockade'
  | 'misdirect'
  | 'turnabout'
  | 'cover';

/** EX-D-10: the stunts the round flow carries out, and what each names. */
export const OFFERED: Readonly<Record<string, ParamKind>> = {
  'EX-STUNT-ON-TARGET': 'none',
  'EX-STUNT-MULTI-TARGETING': 'none',
  'EX-STUNT-EVASIVE-ACTION': 'none',
  'EX-STUNT-EVASIVE-MANOEUVRE': 'none',
  'EX-STUNT-STEADY-AS-SHE-GOES': 'none',
  'EX-STUNT-CALCULATION': 'none',
  'EX-STUNT-EAT-STATIC': 'none',
  'EX-STUNT-TACTICS': 'enemy',
  'EX-STUNT-BLINDING-MANOEUVRE': 'enemy',
  'EX-STUNT-PERCEIVED-WEAKNESS': 'none',
  'EX-STUNT-PRECISE-HIT': 'none',
  'EX-STUNT-PENETRATE-HULL': 'hit',
  'EX-STUNT-SYSTEM-DAMAGE': 'hit',
  'EX-STUNT-HULL-BREACH': 'hit',
  'EX-STUNT-OFF-COURSE': 'hit',
  'EX-STUNT-SCUTTLE': 'hit',
  'EX-STUNT-SHRAPNEL': 'hit',
  'EX-STUNT-SKEWER': 'hit',
  'EX-STUNT-RUPTURE': 'hit',
  'EX-STUNT-QUICK-FIX': 'damaged_system',
  'EX-STUNT-PATCH': 'none',
  'EX-STUNT-DRAW-FIRE': 'ally',
  'EX-STUNT-GOOD-ADVICE': 'ally_mode',
  'EX-STUNT-COMBINED-FIRE': 'enemy_ally',
  'EX-STUNT-BURN-THEM': 'enemy',
  'EX-STUNT-SKIMMING': 'none',
  'EX-STUNT-FOLLOW-THE-LEADER': 'leader',
  'EX-STUNT-QUICK-START': 'crew_pair',
  'EX-STUNT-WEAPON-ONLINE': 'weapon_crew',
  'EX-STUNT-HACK-THE-SYSTEM': 'enemy_hack',
  'EX-STUNT-GUIDANCE': 'guidance',
  'EX-STUNT-EYE-PATCH': 'eye_patch',
  'EX-STUNT-EXPLOITABLE-TERRAIN': 'terrain_choice',
  'EX-STUNT-SET-UP': 'enemy',
  'EX-STUNT-BLOCKADE': 'blockade',
  'EX-STUNT-DAUNTLESS': 'enemy',
  'EX-STUNT-MISDIRECT': 'misdirect',
  'EX-STUNT-TURNABOUT': 'turnabout',
  'EX-STUNT-TOO-CLOSE': 'cover',
};

const EXPLOITABLE_TERRAIN = 'EX-STUNT-EXPLOITABLE-TERRAIN';

/** Exploitable Terrain needs terrain of that type on the battlefield. */
function exploitable(s: ExpanseState): boolean {
  return (s.terrain ?? []).some((t) => t.type === 'exploitable');
}

/** Eye Patch rides on the ship's sensors repair of the same step-7 bundle (EX-STUNT-EYE-PATCH). */
export const EYE_PATCH = 'EX-STUNT-EYE-PATCH';

/** Damage stunts that name a hit in step-6 orders instead of leaving a token (EX-STUNT-GEN-10). */
const HIT_IN_O6 = new Set(['EX-STUNT-PERCEIVED-WEAKNESS', 'EX-STUNT-PRECISE-HIT']);
const STATIONS = ['ops', 'engineering'] as const;

export function paramKind(stunt: string, when: Timing): ParamKind | undefined {
  const k = OFFERED[stunt];
  if (k === 'none' && when === 'O6' && HIT_IN_O6.has(stunt)) return 'hit';
  return k;
}

/** The one price a purchase's params allow, where they fix it: Turnabout is 2 SP a torpedo. */
export function priceOf(o: StuntOrder): number | undefined {
  return o.stunt === TURNABOUT ? TURNABOUT_SP_PER_TORPEDO * (o.torpedoes?.length ?? 0) : undefined;
}

/** The object a purchase names, for EX-STUNT-GEN-5. */
export function objectOf(o: StuntOrder, when: Timing): string {
  if (o.stunt === 'EX-STUNT-STEADY-AS-SHE-GOES') return when.slice(1);
  if (o.stunt === GUIDANCE) return guidanceKey(o.test ?? '', o.ref);
  if (o.stunt === EYE_PATCH) return 'repair:sensors';
  // One Exploitable Terrain a round, whichever stunt it gives.
  if (o.stunt === EXPLOITABLE_TERRAIN) return '';
  // One Turnabout a round, naming every torpedo it tries to seize (EX-D-28).
  if (o.stunt === TURNABOUT) return '';
  // One Blockade a round on each enemy–ally line, whichever mode (EX-D-25).
  if (o.stunt === BLOCKADE) return `${o.target ?? ''}>${o.ally ?? ''}`;
  // Too Close names its cover, but one a round whatever the cover.
  if (o.stunt === TOO_CLOSE) return '';
  return o.attack ?? o.torpedo ?? o.target ?? o.ally ?? o.leader ?? o.weapon ?? o.system ?? '';
}

export function alliesOf(s: ExpanseState, ship: Ship): Ship[] {
  return s.ships.filter((x) => x.side === ship.side && x.id !== ship.id && isActive(x));
}

export function hasAlly(s: ExpanseState, ship: Ship): boolean {
  return s.ships.some((x) => x.side === ship.side && x.id !== ship.id && isActive(x));
}

/**
 * This round's hits a ship made on an enemy, for step-6 damage stunts: a collision is none, nor
 * its own torpedo misdirected onto its side (EX-D-27).
 */
export function hitsBy(s: ExpanseState, ship: Ship): Attack[] {
  return s.attacks.filter((a) => {
    if (a.attacker !== ship.id || a.result !== 'hit' || a.kind === 'collision') return false;
    const t = shipById(s, a.target);
    return isActive(t) && t.side !== ship.side;
  });
}

const activeCrew = (ship: Ship) => ship.crew.filter((c) => c.status === 'active');

/** Quick Start's choices: every ordered pair of two different active crew members. */
function crewPairs(ship: Ship): [string, string][] {
  const ids = listOf(activeCrew(ship), (c) => c.id);
  return ids.flatMap((a) =>
    listOf(
      ids.filter((b) => b !== a),
      (b): [string, string] => [a, b],
    ),
  );
}

/**
 * The params of a damage stunt on one hit: the ship, the stunt and the hit, then what it strikes
 * (system, station, crew member), and `sp` 0 (`variantsOf`). Literals, not `{ ...head, x }`: made
 * in optimised code, a spread with a field added gets a hidden class of its own for every object
 * (V8 11, decision 0063), and the listing's readers met a new shape at every variant.
 */
function hitVariants(s: ExpanseState, ship: string, stunt: string, a: Attack): StuntOrder[] {
  const attack = a.id;
  switch (stunt) {
    case 'EX-STUNT-SYSTEM-DAMAGE':
      return listOf(SYSTEMS, (system) => ({ ship, stunt, attack, system, sp: 0 }));
    case 'EX-STUNT-SHRAPNEL':
      return listOf(STATIONS, (station) => ({ ship, stunt, attack, station, sp: 0 }));
    case 'EX-STUNT-SKEWER':
      return listOf(activeCrew(shipById(s, a.target)), (c) => ({
        ship,
        stunt,
        attack,
        crew: c.id,
        sp: 0,
      }));
    case 'EX-STUNT-RUPTURE':
      return STATIONS.flatMap((station) =>
        listOf(SYSTEMS, (system) => ({ ship, stunt, attack, station, system, sp: 0 })),
      );
    default:
      return [{ ship, stunt, attack, sp: 0 }];
  }
}

/**
 * A Guidance variant: the ship, the stunt, the guided test's fields in their order, then `sp` 0;
 * added one by one to a literal, where a spread in the middle of one gave each its own class.
 */
function guidanceVariant(ship: string, stunt: string, t: object): StuntOrder {
  const v: Record<string, unknown> = { ship, stunt };
  for (const k in t) v[k] = (t as Record<string, unknown>)[k];
  v.sp = 0;
  return v as unknown as StuntOrder;
}

/**
 * What the variants of several stunts name, found once for a listing of them all (the same
 * ship, the same state): the ship's hits, and the enemies in range it tracks.
 */
export interface Named {
  hits?: Attack[];
  enemies?: Ship[];
}

/** The enemies in range the ship tracks, found once per listing (a function, not a closure per call). */
function namedEnemies(s: ExpanseState, ship: Ship, named: Named): Ship[] {
  return (named.enemies ??= enemiesOf(s, ship).filter((e) => tracks(s, ship.id, e.id)));
}

/**
 * Every set of params the ship could name with `stunt` now, before prerequisites and cost: each
 * a purchase with `sp` 0 for `offers` to price (made with `sp` in place, last, so that pricing
 * writes a field instead of adding one; literals, not spreads of a shared head). `named` keeps
 * what one stunt found for the next (a listing of the ship's stunts passes one).
 */
export function variantsOf(
  s: ExpanseState,
  ship: Ship,
  stunt: string,
  kind: ParamKind,
  named: Named = {},
): StuntOrder[] {
  const id = ship.id;
  switch (kind) {
    case 'none':
      return [{ ship: id, stunt, sp: 0 }];
    case 'enemy':
      return listOf(namedEnemies(s, ship, named), (e) => ({
        ship: id,
        stunt,
        target: e.id,
        sp: 0,
      }));
    case 'ally':
      return listOf(alliesOf(s, ship), (a) => ({ ship: id, stunt, ally: a.id, sp: 0 }));
    case 'ally_mode':
      return alliesOf(s, ship).flatMap((a) =>
        listOf(['bonus', 'sp'] as const, (mode) => ({ ship: id, stunt, ally: a.id, mode, sp: 0 })),
      );
    case 'enemy_ally':
      return namedEnemies(s, ship, named).flatMap((e) =>
        listOf(alliesOf(s, ship), (a) => ({ ship: id, stunt, target: e.id, ally: a.id, sp: 0 })),
      );
    case 'enemy_hack':
      return namedEnemies(s, ship, named).flatMap((e) =>
        listOf(hackTargets(e), (hack) => ({ ship: id, stunt, target: e.id, hack, sp: 0 })),
      );
    case 'leader':
      return listOf(
        s.ships.filter((x) => isActive(x) && canFollow(s, ship.id, x.id)),
        (x) => ({ ship: id, stunt, leader: x.id, sp: 0 }),
      );
    case 'crew_pair':
      return listOf(crewPairs(ship), (crew) => ({ ship: id, stunt, crew, sp: 0 }));
    case 'weapon_crew':
      return ship.weapons
        .filter((w) => needsJuryRig(ship, w))
        .flatMap((w) =>
          listOf(activeCrew(ship), (c) => ({ ship: id, stunt, weapon: w.id, crew: c.id, sp: 0 })),
        );
    case 'hit':
      return (named.hits ??= hitsBy(s, ship)).flatMap((a) => hitVariants(s, id, stunt, a));
    case 'damaged_system':
      return listOf(
        SYSTEMS.filter((system) => systemDamageUnits(ship, system) > 0),
        (system) => ({ ship: id, stunt, system, sp: 0 }),
      );
    case 'guidance':
      return listOf(guidanceTargets(s, ship, timingOf(s)), (t) => guidanceVariant(id, stunt, t));
    case 'eye_patch':
      return systemDamageUnits(ship, 'sensors') > 0 ? [{ ship: id, stunt, sp: 0 }] : [];
    case 'turnabout':
      return listOf(turnaboutChoices(s, ship), (x) => ({ ship: id, stunt, torpedoes: [x], sp: 0 }));
    case 'cover':
      return listOf(covers(s, ship), (cover) => ({ ship: id, stunt, cover, sp: 0 }));
    case 'misdirect':
      return incomingTorpedoes(s, ship).flatMap((a) =>
        listOf(nearbyShips(s, ship), (x) => ({
          ship: id,
          stunt,
          torpedo: a.torpedo,
          nearby: x.id,
          sp: 0,
        })),
      );
    case 'blockade':
      return namedEnemies(s, ship, named).flatMap((e) =>
        alliesOf(s, ship).flatMap((a) =>
          listOf(BLOCKADE_MODES, (mode) => ({
            ship: id,
            stunt,
            target: e.id,
            ally: a.id,
            mode,
            sp: 0,
          })),
        ),
      );
    case 'terrain_choice':
      return [
        { ship: id, stunt, choice: 'evasive_manoeuvre', sp: 0 },
        ...listOf(
          s.ships.filter((x) => isActive(x) && canFollow(s, ship.id, x.id)),
          (x) => ({ ship: id, stunt, choice: 'follow_the_leader' as const, leader: x.id, sp: 0 }),
        ),
      ];
  }
}

/**
 * Stunts whose prerequisite reads only the ship and the battle, whatever the purchase names (an
 * Exploitable Terrain naming a leader needs more, but never less, than one naming none).
 */
const SHIP_PREREQUISITE = new Set([
  'EX-STUNT-STEADY-AS-SHE-GOES',
  'EX-STUNT-PATCH',
  'EX-STUNT-SKIMMING',
  SET_UP,
  'EX-STUNT-QUICK-START',
  EXPLOITABLE_TERRAIN,
]);

/**
 * True when no purchase of `stunt` by the ship can meet its prerequisite now, whatever it names:
 * offers() then lists none of its variants (Quick Start alone has a score of crew pairs).
 */
export function unmetWhateverNamed(s: ExpanseState, ship: Ship, stunt: string): boolean {
  return SHIP_PREREQUISITE.has(stunt) && !prerequisite(s, ship, { ship: ship.id, stunt, sp: 0 });
}

/** EX-STUNT-GEN-7: the prerequisites of the offered stunts, checked at purchase. */
export function prerequisite(s: ExpanseState, ship: Ship, o: StuntOrder): boolean {
  switch (o.stunt) {
    case 'EX-STUNT-STEADY-AS-SHE-GOES':
      // In orders the high-g comes with the same bundle; in a window it must have been used.
      return (
        s.phase === 'orders' || (s.step === 2 ? s.fx[ship.id].highG2 : s.fx[ship.id].highG5) > 0
      );
    case 'EX-STUNT-PATCH':
      return ship.hullBreach > 0 || ship.losses.hull > 0;
    case 'EX-STUNT-BURN-THEM':
      return canBurn(s, ship, o.target ?? '');
    case 'EX-STUNT-SKIMMING':
      return canSkim(s);
    case SET_UP:
      return hasHazard(s);
    case DAUNTLESS:
      return canDaunt(s, ship, o.target ?? '');
    case MISDIRECT:
      return canMisdirect(s, ship, o);
    case TOO_CLOSE:
      return canTuckIn(s, ship, o.cover ?? '');
    case EXPLOITABLE_TERRAIN:
      return (
        exploitable(s) &&
        (o.choice !== 'follow_the_leader' || canFollow(s, ship.id, o.leader ?? ''))
      );
    case 'EX-STUNT-FOLLOW-THE-LEADER':
      return canFollow(s, ship.id, o.leader ?? '');
    case 'EX-STUNT-QUICK-START':
      return ship.reactor.offline;
    case 'EX-STUNT-SCUTTLE': {
      const a = s.attacks.find((x) => x.id === o.attack);
      return a !== undefined && s.fx[a.target].helplessAtS6;
    }
    case 'EX-STUNT-PRECISE-HIT':
      return !s.attacks.find((x) => x.id === o.attack)?.targetedLoss;
    default:
      return true;
  }
}

function enemyProblem(s: ExpanseState, ship: Ship, target: string | undefined, path: string) {
  const t = s.ships.find((x) => x.id === target);
  if (!t) return problem('UNKNOWN_REFERENCE', `name an enemy ship as target`, `${path}/target`);
  if (!enemiesOf(s, ship).includes(t))
    return problem('INVALID_TARGET', `${target} is not an enemy in the fight`, `${path}/target`);
  if (!tracks(s, ship.id, t.id))
    return problem('TARGET_NOT_TRACKED', `${ship.id} has lost track of ${t.id}`, `${path}/target`);
  return null;
}

function allyProblem(s: ExpanseState, ship: Ship, ally: string | undefined, path: string) {
  return alliesOf(s, ship).some((x) => x.id === ally)
    ? null
    : problem('INVALID_TARGET', `${ally} is not an active ally`, `${path}/ally`);
}

/** The hit's extra params: System Damage names a system, Shrapnel a station, Skewer a crew member. */
function hitParamProblem(s: ExpanseState, o: StuntOrder, a: Attack, path: string) {
  const wanted = hitVariants(s, o.ship, o.stunt, a);
  const given = { system: o.system, station: o.station, crew: o.crew };
  const fits = wanted.some((w) =>
    (['system', 'station', 'crew'] as const).every((k) => w[k] === given[k]),
  );
  return fits ? null : problem('ORDER_MALFORMED', `${o.stunt} names what it strikes`, path);
}

export function referenceProblem(
  s: ExpanseState,
  ship: Ship,
  o: StuntOrder,
  kind: ParamKind,
  path: string,
): Problem | null {
  switch (kind) {
    case 'enemy':
      return enemyProblem(s, ship, o.target, path);
    case 'ally':
      return allyProblem(s, ship, o.ally, path);
    case 'ally_mode':
      return o.mode === 'hinder' || o.mode === 'protect'
        ? problem('ORDER_MALFORMED', 'Good Advice gives a bonus or SP', `${path}/mode`)
        : allyProblem(s, ship, o.ally, path);
    case 'cover':
      return o.cover === STATION || s.ships.some((x) => x.id === o.cover && x.id !== ship.id)
        ? null
        : problem('UNKNOWN_REFERENCE', 'name a ship or the station as cover', `${path}/cover`);
    case 'turnabout': {
      const code = turnaboutProblem(s, ship, o);
      return code
        ? problem(code, 'name enemy torpedoes under manual control, 2 SP each', `${path}/torpedoes`)
        : null;
    }
    case 'misdirect':
      if (!incomingTorpedoes(s, ship).some((a) => a.torpedo === o.torpedo))
        return problem(
          'UNKNOWN_REFERENCE',
          'name a torpedo incoming on this ship',
          `${path}/torpedo`,
        );
      if (!s.ships.some((x) => x.id === o.nearby && x.id !== ship.id && isActive(x)))
        return problem('INVALID_TARGET', 'name another active ship', `${path}/nearby`);
      return o.crew === undefined || techCrew(ship, typeof o.crew === 'string' ? o.crew : '')
        ? null
        : problem(
            'CREW_UNAVAILABLE',
            'name an active crew member who is not the pilot',
            `${path}/crew`,
          );
    case 'blockade':
      if (!BLOCKADE_MODES.some((m) => m === o.mode))
        return problem('ORDER_MALFORMED', 'Blockade hinders or protects', `${path}/mode`);
      return enemyProblem(s, ship, o.target, path) ?? allyProblem(s, ship, o.ally, path);
    case 'enemy_ally':
      return enemyProblem(s, ship, o.target, path) ?? allyProblem(s, ship, o.ally, path);
    case 'enemy_hack': {
      const bad = enemyProblem(s, ship, o.target, path);
      if (bad) return bad;
      return hackTargets(shipById(s, o.target!)).includes(o.hack ?? '')
        ? null
        : problem('UNKNOWN_REFERENCE', 'hack sensors, drive or a weapon', `${path}/hack`);
    }
    case 'leader':
      return s.ships.some((x) => x.id === o.leader && x.id !== ship.id && isActive(x))
        ? null
        : problem('INVALID_TARGET', `name another active ship to follow`, `${path}/leader`);
    case 'crew_pair':
      return quickStartCrewOk(ship, Array.isArray(o.crew) ? o.crew : undefined)
        ? null
        : problem('CREW_UNAVAILABLE', 'name two different active crew members', `${path}/crew`);
    case 'weapon_crew': {
      const w = ship.weapons.find((x) => x.id === o.weapon);
      if (!w) return problem('UNKNOWN_REFERENCE', `no weapon ${o.weapon}`, `${path}/weapon`);
      if (!activeCrew(ship).some((c) => c.id === o.crew))
        return problem('CREW_UNAVAILABLE', `${String(o.crew)} cannot act`, `${path}/crew`);
      return needsJuryRig(ship, w)
        ? null
        : problem('STUNT_PREREQUISITE_NOT_MET', `${w.id} needs no jury-rig`, `${path}/weapon`);
    }
    case 'hit': {
      const a = s.attacks.find((x) => x.id === o.attack);
      if (!a || a.attacker !== ship.id || a.result !== 'hit')
        return problem('UNKNOWN_REFERENCE', `name one of this ship's hits`, `${path}/attack`);
      return hitParamProblem(s, o, a, path);
    }
    case 'damaged_system':
      return o.system && systemDamageUnits(ship, o.system) > 0
        ? null
        : problem('DC_TARGET_INVALID', 'name a damaged system', `${path}/system`);
    case 'guidance':
      return guidanceProblem(s, ship, o, timingOf(s), path);
    case 'eye_patch':
      return systemDamageUnits(ship, 'sensors') > 0
        ? null
        : problem('DC_TARGET_INVALID', 'Eye Patch needs a sensors repair', path);
    case 'terrain_choice':
      if (o.choice === 'evasive_manoeuvre') return null;
      if (o.choice !== 'follow_the_leader')
        return problem('ORDER_MALFORMED', 'choose evasive_manoeuvre or follow_the_leader', path);
      return s.ships.some((x) => x.id === o.leader && x.id !== ship.id && isActive(x))
        ? null
        : problem('INVALID_TARGET', `name another active ship to follow`, `${path}/leader`);
    case 'none':
      return null;
  }
}
