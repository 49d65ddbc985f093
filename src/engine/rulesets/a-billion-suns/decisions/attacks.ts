/**
 * Attack declarations: the active battlegroup's `attacks` (ABS-ACT-8) and enemy CEOs'
 * `passive_attack` (ABS-ACT-6). Power to Weapon Systems is paid at declaration (ABS-TAC-5).
 */
import type { StepContext } from '../../../core/contract.js';
import type { Problem } from '../../../core/problems.js';
import type { Rng } from '../../../core/rng.js';
import { E, fail } from '../codes.js';
import { passiveAttackers } from '../flow/passive.js';
import { schedule } from '../flow/agenda.js';
import type { ActivationFrame, PassiveFrame } from '../flow/frames.js';
import { currentBattlegroup } from '../flow/tactical.js';
import {
  declarationProblems,
  declaredAttacks,
  firingOptions,
  type AttackMode,
} from '../rules/attack.js';
import { pay, tacticalTokens } from '../rules/payment.js';
import { classStats } from '../rules/units.js';
import type { AbsState, Battlegroup, Seat } from '../state.js';
import type { AttackSubmission, DiceAllocation, PassiveSubmission } from '../submissions.js';
import { kind, type RoguePayment } from './kind.js';
import { chance, pick } from './random.js';
import { attacksSchema, passiveSchema } from './schemas.js';

/** A random legal declaration: one Primary Target, auxiliary dice spread at random. */
export function sampleDeclaration(
  s: AbsState,
  seat: Seat,
  bg: Battlegroup,
  mode: AttackMode,
  rng: Rng,
): AttackSubmission {
  const active = s.activation?.bgs ?? [];
  const options = firingOptions(s, seat, bg, mode, active);
  const primaries = [
    ...new Set(options.filter((x) => x.system === 'primary').map((x) => x.target)),
  ];
  const primaryTarget = primaries.length > 0 && chance(rng, 0.9) ? pick(rng, primaries) : null;
  const allocations: DiceAllocation[] = [];
  const byWeapon = new Map<string, typeof options>();
  for (const x of options) {
    const key = `${x.ship}/${x.system}`;
    byWeapon.set(key, [...(byWeapon.get(key) ?? []), x]);
  }
  for (const list of byWeapon.values()) {
    if (chance(rng, 0.15)) continue;
    const first = list[0];
    if (first.system === 'primary') {
      const x = list.find((y) => y.target === primaryTarget);
      if (x) allocations.push({ ship: x.ship, system: 'primary', target: x.target, dice: x.dice });
      continue;
    }
    const x = pick(rng, list);
    allocations.push({ ship: x.ship, system: 'auxiliary', target: x.target, dice: x.dice });
  }
  const o: AttackSubmission = { battlegroup: bg.id, allocations };
  if (primaryTarget && allocations.some((a) => a.system === 'primary'))
    o.primaryTarget = primaryTarget;
  const mass = classStats(s, bg.classId).mass;
  if (allocations.length > 0 && mass > 0 && tacticalTokens(s, seat) > 0 && chance(rng, 0.15)) {
    const a = pick(rng, allocations);
    const sides = options.find((x) => x.ship === a.ship && x.system === a.system)!.sides;
    o.powerToWeapons = [
      {
        target: a.target,
        dieSides: sides,
        tokens: 1 + rng.int(Math.min(mass, tacticalTokens(s, seat))),
        payment: { pay: 'token' },
      },
    ];
  }
  return o;
}

function acceptDeclaration(
  s: AbsState,
  seat: Seat,
  bg: Battlegroup,
  o: AttackSubmission,
  mode: AttackMode,
  ctx: StepContext,
): void {
  ctx.emit({
    type: 'attack.declared',
    data: {
      mode,
      battlegroup: bg.id,
      primaryTarget: o.primaryTarget ?? null,
      allocations: o.allocations,
      powerToWeapons: o.powerToWeapons ?? [],
    },
  });
  schedule(s, ...declaredAttacks(s, seat, bg, o, mode));
  for (const pw of o.powerToWeapons ?? [])
    pay(s, seat, pw.tokens, pw.payment, bg.id, 'power_to_weapon_systems', ctx);
}

/** ABS-TAC-5: each Power to Weapons of a declaration is paid on its own. */
function powerToWeaponsPayments(o: AttackSubmission): RoguePayment[] {
  return (o.powerToWeapons ?? []).map((pw, i) => ({
    path: `/powerToWeapons/${i}/payment`,
    payment: pw.payment,
    tokens: pw.tokens,
    bg: o.battlegroup,
  }));
}

export const attacksKind = kind<AttackSubmission, ActivationFrame>({
  types: ['attacks'],
  schema: attacksSchema,
  prompt: (s, _seat, f) =>
    `Active Attacks step: declare every attack of ${currentBattlegroup(s, f)} (one Primary Target; auxiliary dice may be split)`,
  rules: (s, seat, f, o) => {
    const id = currentBattlegroup(s, f)!;
    if (o.battlegroup !== id)
      return [fail(E.wrongPhase, `the attacks asked for are ${id}'s`, '/battlegroup')];
    return declarationProblems(s, seat, s.battlegroups[id], o, 'active', s.activation!.bgs);
  },
  sample: (s, seat, f, rng) =>
    sampleDeclaration(s, seat, s.battlegroups[currentBattlegroup(s, f)!], 'active', rng),
  defaultOrder: (s, _seat, f) => ({ battlegroup: currentBattlegroup(s, f)!, allocations: [] }),
  roguePayments: (_s, _f, o) => powerToWeaponsPayments(o),
  apply: (s, seat, f, o, ctx) => {
    const bg = s.battlegroups[currentBattlegroup(s, f)!];
    f.index += 1;
    f.wait = undefined;
    acceptDeclaration(s, seat, bg, o, 'active', ctx);
  },
});

export const passiveKind = kind<PassiveSubmission, PassiveFrame>({
  types: ['passive_attack'],
  schema: passiveSchema,
  // Cheap on purpose: pending() builds every prompt, and the driver calls it often.
  prompt: (s) =>
    `Passive Attacks step: attack ${s.activation?.bgs.join(', ')} with the auxiliary weapons of one of your battlegroups, or decline`,
  rules: (s, seat, f, o): Problem[] => {
    if ('decline' in o) return [];
    const bg = s.battlegroups[o.battlegroup];
    if (!bg) return [fail(E.unknownId, `no battlegroup "${o.battlegroup}"`, '/battlegroup')];
    if (bg.ceo !== seat) return [fail(E.notYourUnit, `${bg.id} is not yours`, '/battlegroup')];
    if (f.attacked.includes(bg.id))
      return [
        fail(E.alreadySubmitted, `${bg.id} has already attacked in this step`, '/battlegroup'),
      ];
    return declarationProblems(s, seat, bg, o, 'passive', s.activation!.bgs);
  },
  sample: (s, seat, f, rng) => {
    if (chance(rng, 0.25)) return { decline: true };
    const bg = pick(rng, passiveAttackers(s, seat, f));
    return sampleDeclaration(s, seat, bg, 'passive', rng);
  },
  defaultOrder: () => ({ decline: true }),
  roguePayments: (_s, _f, o) => ('decline' in o ? [] : powerToWeaponsPayments(o)),
  apply: (s, seat, f, o, ctx) => {
    f.wait = undefined;
    if ('decline' in o) {
      f.index += 1;
      return;
    }
    const bg = s.battlegroups[o.battlegroup];
    f.attacked.push(bg.id);
    acceptDeclaration(s, seat, bg, o, 'passive', ctx);
  },
});
