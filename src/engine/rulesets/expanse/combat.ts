/**
 * Stateless Expanse combat (`Ruleset.combat`): one stated attack judged outside any match —
 * evasion (EX-DEF-2 to EX-DEF-4), point defence for torpedoes (EX-DEF-9), then damage against the
 * hull and the loss conditions (EX-DMG-2 to EX-DMG-8). `odds` enumerates every die exactly;
 * `resolve` rolls with the caller's dice. Both call the same rule functions a battle does. A
 * Set-up hazard (EX-STUNT-SET-UP) is judged the same way, with its own TN and damage.
 */
import type { CombatAdjudication } from '../../core/contract.js';
import type { Dice } from '../../core/dice.js';
import { checkOrder, type JsonSchema } from '../../core/json-schema.js';
import { SIZES, WEAPON_TYPES, type BandId } from './data/tables.js';
import { evasionBase, evasionTn, pointDefenceTn, setUpTn } from './rules/defence.js';
import { lossConditions, rollExpr, structureTotal } from './rules/damage.js';
import {
  convolve,
  diceSum,
  exprDist,
  mapDist,
  point,
  testRolls,
  toRecord,
  type Dist,
} from './rules/distribution.js';
import { basicTest, rollTest, stuntPoints, type TestFaces } from './rules/test.js';

export interface ExpanseAttackRequest {
  weapon: 'pdc' | 'railgun' | 'torpedo' | 'setup';
  /**
   * Set-up only: SP spent and the buyer's captain (INT, Leadership), for the evasion TN and the
   * floor(SP/2)d6 damage (EX-Q-20); targeting, attack bonus and weapons penalty do not count.
   */
  setUp?: { sp: number; captainInt: number; leadership: boolean };
  /** Current band, or the launch band for a torpedo. */
  band: BandId;
  attackerTargeting: number;
  attackBonus: number;
  dualUse?: boolean;
  /** The target's evasion modifiers (EX-DEF-4); absent when it cannot evade (EX-DEF-5). */
  evasion?: { bonus: number };
  /** Torpedoes only: the target's point-defence modifiers (EX-DEF-9). */
  pointDefence?: { bonus: number };
  /** Attacker's weapons losses + System Damage (EX-DMG-2). */
  weaponsPenalty?: number;
  perceivedWeakness?: boolean;
  target: {
    hull: string;
    plating?: number;
    hullLosses?: number;
    hullBreach?: number;
    evasiveActionDice?: number;
  };
}

const int = (minimum: number, maximum: number, description: string): JsonSchema => ({
  type: 'integer',
  minimum,
  maximum,
  description,
});

export const expanseCombatRequestSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['weapon', 'band', 'attackerTargeting', 'attackBonus', 'target'],
  properties: {
    weapon: {
      enum: ['pdc', 'railgun', 'torpedo', 'setup'],
      description: 'Weapon type of the attack, or a Set-up hazard (needs `setUp`)',
    },
    setUp: {
      type: 'object',
      additionalProperties: false,
      required: ['sp', 'captainInt', 'leadership'],
      description: 'Set-up: SP spent and the captain, for its TN and damage (EX-Q-20)',
      properties: {
        sp: int(4, 60, 'SP spent on Set-up'),
        captainInt: int(-5, 10, "The buyer's captain's Intelligence"),
        leadership: { type: 'boolean', description: 'The captain has the Leadership focus' },
      },
    },
    band: { enum: ['XC', 'C', 'M', 'L'], description: 'Band now (a torpedo: its launch band)' },
    attackerTargeting: int(-10, 20, "Attacker's targeting (a torpedo: its snapshot), EX-CREW-3"),
    attackBonus: int(0, 20, 'Attack bonus added to evasion and point-defence TNs, EX-ATK-11'),
    dualUse: { type: 'boolean', description: 'The target PDC ship is dual-using (EX-DEF-7)' },
    evasion: {
      type: 'object',
      additionalProperties: false,
      required: ['bonus'],
      description: 'The target makes an evasion test with this bonus; omit when it cannot',
      properties: { bonus: int(-20, 30, 'Every evasion modifier of EX-DEF-4 added up') },
    },
    pointDefence: {
      type: 'object',
      additionalProperties: false,
      required: ['bonus'],
      description: 'Torpedo only: the target makes a point-defence test with this bonus',
      properties: { bonus: int(-20, 30, 'targeting + EW defence + Guidance − shortfall') },
    },
    weaponsPenalty: int(0, 12, "Attacker's weapons losses + System Damage"),
    perceivedWeakness: {
      type: 'boolean',
      description: '+1d6 damage (EX-STUNT-PERCEIVED-WEAKNESS)',
    },
    target: {
      type: 'object',
      additionalProperties: false,
      required: ['hull'],
      properties: {
        hull: { enum: [...new Set(SIZES.map((s) => s.hull))], description: 'Hull dice' },
        plating: int(0, 6, 'Hull Plating'),
        hullLosses: int(0, 6, 'Hull losses'),
        hullBreach: int(0, 20, 'Hull breach'),
        evasiveActionDice: int(0, 6, 'Evasive Action d6 this round'),
      },
    },
  },
};

function problemsOf(input: unknown) {
  const problems = checkOrder(expanseCombatRequestSchema, input, () => [], 'INVALID_REQUEST');
  if (problems.length > 0) return problems;
  const r = input as ExpanseAttackRequest;
  if ((r.weapon === 'setup') !== (r.setUp !== undefined)) {
    return [
      {
        code: 'INVALID_REQUEST',
        message: '`setUp` goes with weapon "setup", and only with it',
        path: '/setUp',
      },
    ];
  }
  if (r.weapon !== 'setup' && evasionBase(r.weapon, r.band, r.dualUse) === null) {
    return [
      {
        code: 'WEAPON_OUT_OF_RANGE',
        message: `${r.weapon} cannot attack at ${r.band} (EX-ATK-3)`,
        path: '/band',
      },
    ];
  }
  if (r.pointDefence && r.weapon !== 'torpedo') {
    return [
      {
        code: 'PD_UNAVAILABLE',
        message: 'point defence is only against torpedoes (EX-DEF-8)',
        path: '/pointDefence',
      },
    ];
  }
  return [];
}

/** The evasion TN, or null when the attack cannot be evaded (auto-hit or no evasion test). */
function evasionTarget(r: ExpanseAttackRequest): number | null {
  if (r.setUp)
    return r.evasion ? setUpTn(r.setUp.captainInt, r.setUp.leadership, r.setUp.sp) : null;
  if (r.weapon === 'setup') return null;
  const base = evasionBase(r.weapon, r.band, r.dualUse);
  if (base === 'auto_hit' || base === null || !r.evasion) return null;
  return evasionTn(base, r.attackerTargeting, r.attackBonus);
}

function pdTarget(r: ExpanseAttackRequest): number | null {
  if (!r.pointDefence) return null;
  return pointDefenceTn(!!r.dualUse, r.attackerTargeting, r.attackBonus);
}

/** A test's exact chance of success and its SP distribution (EX-CORE-4). */
function testOdds(bonus: number, tn: number): { success: number; sp: Dist } {
  let success = 0;
  const sp: Dist = new Map();
  for (const f of testRolls()) {
    const t = basicTest(f, bonus, tn);
    if (t.success) success += 1 / 216;
    const n = stuntPoints(t);
    sp.set(n, (sp.get(n) ?? 0) + 1 / 216);
  }
  return { success, sp };
}

/** The damage dice: the weapon's, or floor(SP/2)d6 for a Set-up (EX-Q-20). */
function damageExpr(r: ExpanseAttackRequest): string {
  if (r.weapon === 'setup') return `${Math.floor((r.setUp?.sp ?? 0) / 2)}d6`;
  return WEAPON_TYPES[r.weapon].damage!;
}

/** EX-DMG-2: Set-up damage ignores the attacker's weapons losses. */
function weaponsPenalty(r: ExpanseAttackRequest): number {
  return r.weapon === 'setup' ? 0 : (r.weaponsPenalty ?? 0);
}

function damageDist(r: ExpanseAttackRequest): Dist {
  const dmg = convolve(exprDist(damageExpr(r)), r.perceivedWeakness ? diceSum(1) : point(0));
  return mapDist(dmg, (v) => Math.max(0, v - weaponsPenalty(r)));
}

function hullDist(r: ExpanseAttackRequest): Dist {
  const t = r.target;
  const structure = mapDist(exprDist(t.hull), (v) =>
    structureTotal(v, t.plating ?? 0, t.hullLosses ?? 0, t.hullBreach ?? 0),
  );
  return convolve(structure, diceSum(t.evasiveActionDice ?? 0));
}

/** EX-DMG-7 over the condition dice: chance of 0, 1, 2 conditions and of being taken out. */
function outcomeOdds(
  net: Dist,
): Record<'noLosses' | 'oneCondition' | 'twoConditions' | 'takenOut', number> {
  const out = { noLosses: 0, oneCondition: 0, twoConditions: 0, takenOut: 0 };
  for (const [n, p] of net) {
    if (n <= 0) {
      out.noLosses += p;
      continue;
    }
    for (let a = 1; a <= 6; a++) {
      for (let b = 1; b <= 6; b++) {
        const faces = [a, b];
        let i = 0;
        const res = lossConditions(n, () => faces[i++]);
        const q = p / 36;
        if (res.takenOut) out.takenOut += q;
        else if (res.conditions === 1) out.oneCondition += q;
        else out.twoConditions += q;
      }
    }
  }
  return out;
}

/** Exact odds of a stated attack. */
export function attackOdds(r: ExpanseAttackRequest) {
  const eTn = evasionTarget(r);
  const evasion = eTn === null ? null : testOdds(r.evasion!.bonus, eTn);
  const pTn = pdTarget(r);
  const pd = pTn === null ? null : testOdds(r.pointDefence!.bonus, pTn);
  const evaded = evasion?.success ?? 0;
  const shotDown = (1 - evaded) * (pd?.success ?? 0);
  const hit = 1 - evaded - shotDown;
  const damage = damageDist(r);
  const hull = hullDist(r);
  const net = convolve(
    damage,
    mapDist(hull, (h) => -h),
  );
  return {
    evasionTn: eTn,
    pointDefenceTn: pTn,
    evade: evaded,
    shotDown,
    hit,
    evasionStuntPoints: evasion ? toRecord(evasion.sp) : null,
    pointDefenceStuntPoints: pd ? toRecord(pd.sp) : null,
    damage: toRecord(damage),
    hull: toRecord(hull),
    givenHit: outcomeOdds(net),
  };
}

/** One roll of a stated attack, dice drawn in the order of the procedure (EX-CORE-15, EX-Q-52). */
export function resolveAttack(r: ExpanseAttackRequest, dice: Dice) {
  const eTn = evasionTarget(r);
  let evasionFaces: TestFaces | null = null;
  if (eTn !== null) {
    evasionFaces = rollTest(dice, 'evasion');
    const t = basicTest(evasionFaces, r.evasion!.bonus, eTn);
    if (t.success)
      return { result: 'evaded', evasionTn: eTn, evasion: t, pilotStuntPoints: stuntPoints(t) };
  }
  const pTn = pdTarget(r);
  if (pTn !== null) {
    const t = basicTest(rollTest(dice, 'point defence'), r.pointDefence!.bonus, pTn);
    if (t.success)
      return {
        result: 'shot_down',
        pointDefenceTn: pTn,
        pointDefence: t,
        weaponsStuntPoints: stuntPoints(t),
      };
  }
  const rolled = rollExpr(dice, damageExpr(r), 'damage');
  const pw = r.perceivedWeakness ? dice.d(6, 'perceived weakness') : 0;
  const damage = Math.max(0, rolled + pw - weaponsPenalty(r));
  const t = r.target;
  const structure = structureTotal(
    rollExpr(dice, t.hull, 'hull'),
    t.plating ?? 0,
    t.hullLosses ?? 0,
    t.hullBreach ?? 0,
  );
  const evasive = dice.roll({
    purpose: 'evasive action',
    sides: 6,
    count: t.evasiveActionDice ?? 0,
  });
  const hull = structure + evasive.reduce((s, f) => s + f, 0);
  let k = 0;
  const outcome = lossConditions(damage - hull, () => dice.d(6, `loss condition ${++k}`));
  return {
    result: 'hit',
    evasionTn: eTn,
    damage,
    hull,
    net: damage - hull,
    conditions: outcome.conditions,
    takenOut: outcome.takenOut,
  };
}

export const expanseCombat: CombatAdjudication = {
  requestSchema: expanseCombatRequestSchema,
  resolve(input: unknown, dice: Dice) {
    const problems = problemsOf(input);
    if (problems.length > 0) return { ok: false, problems };
    return { ok: true, ...resolveAttack(input as ExpanseAttackRequest, dice) };
  },
  odds(input: unknown) {
    const problems = problemsOf(input);
    if (problems.length > 0) return { ok: false, problems };
    return { ok: true, ...attackOdds(input as ExpanseAttackRequest) };
  },
};
