/** Step 4 orders (EX-ATK-1 to EX-ATK-9): attacks by weapon, target and optional targeted loss. */
import { problem, type Problem } from '../../../core/problems.js';
import { bandBetween, enemiesOf, type ExpanseState } from '../battle.js';
import { WEAPON_TYPES } from '../data/tables.js';
import { legalAttacks } from '../flow/concerned.js';
import type { AttackOrder, AttackOrders, AttackShipOrders } from '../orders.js';
import { attackProblem } from '../rules/attacks.js';
import type { Ship } from '../state.js';
import { bundleOf, bundleSchema, eachShip, sideKind } from './kind.js';
import { arcBlocked, BURN_THEM } from '../flow/burn-them.js';
import { tracks } from '../flow/skimming.js';

/** What a railgun or PDC attack may aim for (EX-ATK-5). */
const TARGETED_LOSSES = ['collateral', 'manoeuvrability', 'sensors', 'weapons'] as const;

const ship = {
  type: 'object',
  additionalProperties: false,
  required: ['attacks'],
  properties: {
    attacks: {
      type: 'array',
      maxItems: 12,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['weapon', 'target'],
        properties: {
          weapon: { type: 'string' },
          target: { type: 'string' },
          targeted_loss: {
            enum: [...TARGETED_LOSSES],
            description: 'Railgun or PDC only: aim for one loss of this type (EX-ATK-5)',
          },
          manual: { type: 'boolean', description: 'Torpedoes: manual control, +2 attack bonus' },
        },
      },
    },
  },
};

function attackProblems(
  s: ExpanseState,
  ship: Ship,
  o: AttackShipOrders,
  path: string,
  burning: boolean,
): Problem[] {
  const out: Problem[] = [];
  const seen = new Set<string>();
  const enemies = enemiesOf(s, ship);
  o.attacks.forEach((a, n) => {
    const at = `${path}/attacks/${n}`;
    const weapon = ship.weapons.find((w) => w.id === a.weapon);
    if (!weapon)
      return out.push(problem('UNKNOWN_REFERENCE', `no weapon ${a.weapon}`, `${at}/weapon`));
    if (seen.has(a.weapon))
      return out.push(problem('DUPLICATE_ORDER', `${a.weapon} ordered twice`, `${at}/weapon`));
    seen.add(a.weapon);
    if (!enemies.some((e) => e.id === a.target))
      return out.push(
        problem('INVALID_TARGET', `${a.target} is not an enemy in range`, `${at}/target`),
      );
    if (!tracks(s, ship.id, a.target))
      return out.push(
        problem('TARGET_NOT_TRACKED', `${ship.id} has lost track of ${a.target}`, `${at}/target`),
      );
    if (arcBlocked(burning, weapon))
      return out.push(
        problem('WEAPON_ARC_BLOCKED', `under Burn Them only aft and turret weapons fire`, at),
      );
    const code = attackProblem(
      ship,
      weapon,
      bandBetween(s, ship.id, a.target),
      s.round,
      a.targeted_loss,
    );
    if (code) out.push(problem(code, `${a.weapon} cannot attack ${a.target} now`, at));
  });
  return out;
}

function sampleShip(s: ExpanseState, ship: Ship, rng: () => number): AttackShipOrders {
  // Each weapon's targets, in the order `legalAttacks` lists them (one list per weapon, grown).
  const byWeapon = new Map<string, string[]>();
  for (const x of legalAttacks(s, ship)) {
    const targets = byWeapon.get(x.weapon);
    if (targets) targets.push(x.target);
    else byWeapon.set(x.weapon, [x.target]);
  }
  const attacks: AttackOrder[] = [];
  for (const [weapon, targets] of byWeapon) {
    if (rng() % 5 === 0) continue;
    const target = targets[rng() % targets.length];
    const type = ship.weapons.find((w) => w.id === weapon)!.type;
    const a: AttackOrder = { weapon, target };
    if (WEAPON_TYPES[type].targetable && rng() % 5 === 0)
      a.targeted_loss = TARGETED_LOSSES[rng() % 4];
    attacks.push(a);
  }
  return { attacks };
}

export const weaponAttacksKind = sideKind<AttackOrders>({
  prompt: () => 'weapon attacks: which weapons fire at which enemies',
  schema: bundleSchema(ship),
  rules: (s, side, o) =>
    eachShip(s, side, o, (x, orders, path) =>
      attackProblems(
        s,
        x,
        orders,
        path,
        (o.stunts ?? []).some((p) => p.ship === x.id && p.stunt === BURN_THEM),
      ),
    ),
  sample: (s, side, rng) => bundleOf(s, side, (x) => sampleShip(s, x, () => rng.int(1 << 20))),
  defaultOrder: () => ({ ships: {} }),
});
