/**
 * ABS-ATK-9: the resolution of one attack as a resumable frame. Dice are rolled in the order of
 * ABS-ATK-15; between the steps the frame stops for the attacker's re-roll choice, Executive
 * Overrides and the defender's Power to Shields, with the dice it has rolled kept in the state.
 * Area attacks (ABS-ATK-10) use the same frame with their differences.
 */
import type { StepContext } from '../../../core/contract.js';
import {
  dieFate,
  isSaved,
  poweredResult,
  rerolledByDefault,
  saveRollNeeded,
} from '../combat/die-rules.js';
import { onMiningDamage } from '../rules/contracts.js';
import { damageBattlegroup, damageModel, systemsCritical } from '../rules/damage.js';
import { bgInPlay, model, objectInPlay, shipInPlay } from '../rules/models.js';
import { canPay, rogueAllowed } from '../rules/payment.js';
import { classStats } from '../rules/units.js';
import type { AbsState, Seat } from '../state.js';
import { pop, schedule, waitFor } from './agenda.js';
import type { Allocation, AttackCause, AttackFrame, Destroyed } from './frames.js';

export interface NewAttack {
  cause: AttackCause;
  attacker: Seat | null;
  sourceBg: string | null;
  credit: Seat | null;
  target: string;
  alloc: Allocation[];
  ptw?: { sides: number; tokens: number } | null;
  inChain?: boolean;
  destroyed?: Destroyed[];
}

const AREA_CAUSES: AttackCause[] = ['jump_shock', 'explosion', 'dangerous_space'];

export function attackFrame(a: NewAttack): AttackFrame {
  return {
    f: 'attack',
    cause: a.cause,
    area: AREA_CAUSES.includes(a.cause),
    attacker: a.attacker,
    sourceBg: a.sourceBg,
    credit: a.credit,
    target: a.target,
    alloc: a.alloc,
    ptw: a.ptw ?? null,
    stage: 'roll',
    pool: [],
    hits: [],
    shields: 0,
    saves: [],
    destroyed: a.destroyed ?? [],
    inChain: a.inChain ?? false,
  };
}

/** ABS-ATK-10: an area attack of m D6, damage 1, from `src` against one ship or object. */
export function areaAttack(
  cause: 'jump_shock' | 'explosion' | 'dangerous_space',
  src: string,
  dice: number,
  target: string,
  who: { attacker: Seat | null; sourceBg: string | null; credit: Seat | null },
  inChain = false,
): AttackFrame {
  const weapon =
    cause === 'jump_shock' ? 'Jump Shock' : cause === 'explosion' ? 'Explosion' : 'Dangerous Space';
  return attackFrame({
    cause,
    ...who,
    target,
    alloc: [{ src, weapon, sides: 6, dmg: 1, dice }],
    inChain,
  });
}

/** What is being hit: its silhouette, printed shields, m, and who defends it. */
export interface TargetInfo {
  silhouette: number;
  shields: number;
  mass: number;
  defender: Seat | null;
  /** The battlegroup that may power its shields and pay by Go Rogue. */
  bg: string | null;
  easyTarget: boolean;
}

export function targetInfo(s: AbsState, f: AttackFrame): TargetInfo | null {
  const bg = f.area ? null : bgInPlay(s, f.target);
  if (bg) {
    const st = classStats(s, bg.classId);
    return {
      silhouette: st.silhouette,
      shields: st.shields,
      mass: st.mass,
      defender: bg.ceo,
      bg: bg.id,
      easyTarget: bg.easyTarget,
    };
  }
  const ship = s.ships[f.target];
  if (f.area && shipInPlay(ship)) {
    const st = classStats(s, ship.classId);
    return {
      silhouette: st.silhouette,
      shields: st.shields,
      mass: st.mass,
      defender: ship.ceo,
      bg: ship.bg,
      easyTarget: false,
    };
  }
  const o = s.objects[f.target];
  if (objectInPlay(o)) {
    const m = model(s, o.id)!;
    return {
      silhouette: m.stats.silhouette,
      shields: m.stats.shields,
      mass: m.stats.mass,
      defender: o.owner,
      bg: null,
      easyTarget: false,
    };
  }
  return null;
}

/** ABS-TAC-5: result = max(1, natural − t) for the named die type. */
export function resultOf(f: AttackFrame, sides: number, natural: number): number {
  return poweredResult(sides, natural, f.ptw);
}

function label(f: AttackFrame): string {
  return `${f.cause} attack on ${f.target}`;
}

/** ABS-ATK-7: Engage (active attacks on the engage target) or an Easy Target token. */
export function rerollsAllowed(s: AbsState, f: AttackFrame): boolean {
  if (f.area) return false;
  const info = targetInfo(s, f);
  if (info?.easyTarget) return true;
  if (f.cause !== 'active' || !f.sourceBg) return false;
  const src = s.battlegroups[f.sourceBg];
  return !!src && src.order === 'engage' && src.engageTarget === f.target;
}

/** ABS-ATK-7 engine default: re-roll misses (result over silhouette) and duds (natural maximum). */
export function defaultRerolls(s: AbsState, f: AttackFrame): number[] {
  const info = targetInfo(s, f);
  const silhouette = info?.silhouette ?? 0;
  return f.pool.flatMap((d, i) =>
    !d.rr && rerolledByDefault(d.sides, d.natural, d.result, silhouette) ? [i] : [],
  );
}

export function reroll(s: AbsState, f: AttackFrame, indices: number[], ctx: StepContext): void {
  for (const i of [...indices].sort((a, b) => a - b)) {
    const d = f.pool[i];
    const natural = ctx.dice.roll({
      purpose: `re-roll die ${i} (ABS-ATK-7): ${label(f)}`,
      sides: d.sides,
      seat: f.attacker ?? undefined,
    })[0];
    d.natural = natural;
    d.result = resultOf(f, d.sides, natural);
    d.rr = true;
  }
  ctx.emit({
    type: 'dice.rerolled',
    data: { target: f.target, dice: indices, pool: f.pool.map((d) => d.natural) },
  });
}

/** Who may override which dice of this frame now (ABS-TAC-3), or null if nobody can. */
export interface OverrideBatch {
  owner: Seat;
  bg: string | null;
  dice: { sides: number; natural: number }[];
}

export function attackOverrideBatch(s: AbsState, f: AttackFrame): OverrideBatch | null {
  if (!rogueAllowed(s)) return null;
  if (f.stage === 'override_attack') {
    if (f.attacker === null || f.pool.length === 0) return null;
    return { owner: f.attacker, bg: f.sourceBg, dice: f.pool };
  }
  if (f.stage === 'override_save') {
    const info = targetInfo(s, f);
    if (!info || info.defender === null || f.saves.length === 0) return null;
    return { owner: info.defender, bg: info.bg, dice: f.saves };
  }
  return null;
}

export function overrideDie(s: AbsState, f: AttackFrame, index: number, ctx: StepContext): void {
  if (f.stage === 'override_attack') {
    const d = f.pool[index];
    d.natural = ctx.dice.roll({
      purpose: `Executive Override of attack die ${index}: ${label(f)}`,
      sides: d.sides,
      seat: f.attacker ?? undefined,
    })[0];
    d.result = resultOf(f, d.sides, d.natural);
  } else {
    const d = f.saves[index];
    d.natural = ctx.dice.roll({
      purpose: `Executive Override of save die ${index}: ${label(f)}`,
      sides: d.sides,
      seat: targetInfo(s, f)?.defender ?? undefined,
    })[0];
  }
}

/** ABS-TAC-6 window: a CEO battlegroup with Shields ≥ 1, m ≥ 1, and a save it could change. */
export function shieldsWindow(s: AbsState, f: AttackFrame): { seat: Seat; cap: number } | null {
  const info = targetInfo(s, f);
  if (!info || info.defender === null || info.bg === null) return null;
  if (info.shields < 1 || info.mass < 1) return null;
  if (!f.hits.some((h) => h.sides > f.shields)) return null;
  if (!canPay(s, info.defender, info.bg)) return null;
  return { seat: info.defender, cap: info.mass };
}

function roll(s: AbsState, f: AttackFrame, ctx: StepContext): void {
  for (const a of f.alloc) {
    if (!f.area && a.src !== '') {
      const src = model(s, a.src);
      if (!src || src.destroyed) continue;
    }
    const naturals = ctx.dice.roll({
      purpose: `${a.weapon} ${a.dice}d${a.sides} from ${a.src || 'the zone'}: ${label(f)}`,
      sides: a.sides,
      count: a.dice,
      seat: f.attacker ?? undefined,
    });
    for (const natural of naturals) {
      f.pool.push({
        sides: a.sides,
        natural,
        result: resultOf(f, a.sides, natural),
        src: a.src,
        weapon: a.weapon,
        dmg: a.dmg,
        rr: false,
      });
    }
  }
  ctx.emit({
    type: 'attack_dice.rolled',
    data: {
      cause: f.cause,
      target: f.target,
      naturals: f.pool.map((d) => d.natural),
      results: f.pool.map((d) => d.result),
      sides: f.pool.map((d) => d.sides),
      powerToWeapons: f.ptw,
    },
  });
}

/** Steps 3–6: silhouette, duds (with malfunctions), critical hits, the hits list. */
function evaluate(s: AbsState, f: AttackFrame, silhouette: number, ctx: StepContext): void {
  const kept: number[] = [];
  const criticals: number[] = [];
  for (let i = 0; i < f.pool.length; i++) {
    const d = f.pool[i];
    const fate = dieFate(d.sides, d.natural, d.result, silhouette);
    if (fate === 'miss') continue;
    if (fate === 'dud') {
      ctx.emit({ type: 'dud.rolled', data: { target: f.target, die: i, src: d.src } });
      if (!f.area && d.src !== '' && systemsCritical(s, d.src)) {
        ctx.emit({
          type: 'critical_malfunction.suffered',
          data: { ship: d.src, damage: d.dmg, weapon: d.weapon },
        });
        damageModel(s, d.src, d.dmg, null, f.destroyed, ctx);
      }
      continue;
    }
    kept.push(i);
    if (fate === 'critical') criticals.push(i);
  }
  f.hits = kept.map((i) => ({
    sides: f.pool[i].sides,
    dmg: f.pool[i].dmg,
    weapon: f.pool[i].weapon,
    die: i,
    bonus: false,
  }));
  for (const i of criticals) {
    const d = f.pool[i];
    f.hits.push({ sides: d.sides, dmg: d.dmg, weapon: d.weapon, die: i, bonus: true });
    ctx.emit({ type: 'critical_hit.scored', data: { target: f.target, die: i } });
  }
}

/** Step 8: a hit is saved without a roll when E ≥ its die type, else by a roll ≤ E. */
function rollSaves(s: AbsState, f: AttackFrame, defender: Seat | null, ctx: StepContext): void {
  f.hits.forEach((h, i) => {
    if (!saveRollNeeded(f.shields, h.sides)) return;
    const natural = ctx.dice.roll({
      purpose: `save against hit ${i} (d${h.sides}, shields ${f.shields}): ${label(f)}`,
      sides: h.sides,
      seat: defender ?? undefined,
    })[0];
    f.saves.push({ hit: i, sides: h.sides, natural });
  });
}

function unsavedHits(f: AttackFrame): boolean[] {
  return f.hits.map(
    (h, i) => !isSaved(f.shields, h.sides, f.saves.find((x) => x.hit === i)?.natural),
  );
}

function applyDamage(s: AbsState, f: AttackFrame, ctx: StepContext): void {
  const unsaved = unsavedHits(f);
  let total = 0;
  let mining = 0;
  f.hits.forEach((h, i) => {
    if (!unsaved[i]) return;
    total += h.dmg;
    if (h.weapon === 'Mining Laser') mining += h.dmg;
  });
  ctx.emit({
    type: 'saves.rolled',
    data: {
      target: f.target,
      shields: f.shields,
      saves: f.saves.map((x) => x.natural),
      unsaved: unsaved.filter(Boolean).length,
      damage: total,
    },
  });
  if (total <= 0) return;
  const bg = f.area ? null : bgInPlay(s, f.target);
  if (bg) {
    damageBattlegroup(s, bg, total, f.credit, f.destroyed, ctx);
    return;
  }
  const dealt = damageModel(s, f.target, total, f.credit, f.destroyed, ctx);
  const o = s.objects[f.target];
  if (o && mining > 0) onMiningDamage(s, o, Math.min(mining, dealt), f.credit, ctx);
}

/** Runs the frame until it needs a decision or is done. */
export function runAttack(s: AbsState, f: AttackFrame, ctx: StepContext): 'wait' | 'next' {
  for (;;) {
    switch (f.stage) {
      case 'roll': {
        if (!targetInfo(s, f)) {
          ctx.emit({ type: 'attack.fizzled', data: { target: f.target, cause: f.cause } });
          f.stage = 'explode';
          break;
        }
        roll(s, f, ctx);
        f.stage = f.pool.length > 0 ? 'reroll' : 'explode';
        break;
      }
      case 'reroll':
        f.stage = 'override_attack';
        if (rerollsAllowed(s, f)) {
          if (f.attacker !== null) return waitFor(s, f, 'reroll', [f.attacker]);
          const picks = defaultRerolls(s, f);
          if (picks.length > 0) reroll(s, f, picks, ctx);
        }
        break;
      case 'override_attack': {
        const batch = attackOverrideBatch(s, f);
        if (batch && canPay(s, batch.owner, batch.bg))
          return waitFor(s, f, 'override', [batch.owner]);
        f.stage = 'evaluate';
        break;
      }
      case 'evaluate': {
        const info = targetInfo(s, f);
        if (!info) {
          f.stage = 'explode';
          break;
        }
        evaluate(s, f, info.silhouette, ctx);
        f.shields = info.shields;
        f.stage = 'shields';
        break;
      }
      case 'shields': {
        f.stage = 'saves';
        const window = shieldsWindow(s, f);
        if (window) return waitFor(s, f, 'power_to_shields', [window.seat]);
        break;
      }
      case 'saves':
        rollSaves(s, f, targetInfo(s, f)?.defender ?? null, ctx);
        f.stage = 'override_save';
        break;
      case 'override_save': {
        const batch = attackOverrideBatch(s, f);
        if (batch && canPay(s, batch.owner, batch.bg))
          return waitFor(s, f, 'override', [batch.owner]);
        f.stage = 'damage';
        break;
      }
      case 'damage':
        if (targetInfo(s, f)) applyDamage(s, f, ctx);
        f.stage = 'explode';
        break;
      case 'explode':
        pop(s);
        finishAttack(s, f);
        return 'next';
    }
  }
}

/** Step 11: explosion checks for what this attack destroyed (or hand them to the chain). */
function finishAttack(s: AbsState, f: AttackFrame): void {
  if (f.destroyed.length === 0) return;
  if (f.inChain) {
    for (let i = s.agenda.length - 1; i >= 0; i--) {
      const c = s.agenda[i];
      if (c.f === 'chain') {
        c.queue.push(...f.destroyed);
        c.all.push(...f.destroyed);
        return;
      }
    }
  }
  schedule(s, { f: 'chain', queue: [...f.destroyed], all: [...f.destroyed] });
}
