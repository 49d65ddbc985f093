/**
 * Level 2 system damage in play (SE-CRIT-1..14, SE-DMG-13..15): the points a turn marks, the
 * critical checks of the Action Phase with injected dice (SE-Q-81's order), and what each result
 * does to the ship.
 */
import { injectedDice } from '../../../testing/context.js';
import { victoryPoints } from '../rules/end-phase.js';
import { applyHits } from '../rules/hits.js';
import { interceptRollModifier, ratings } from '../rules/interception.js';
import { criticalChecks } from '../rules/level2/criticals.js';
import {
  blowThroughExplodes,
  environmentalAttack,
  explodeShip,
  explosion,
} from '../rules/level2/explosions.js';
import { flightById } from '../rules/level2/fighters/flights.js';
import { initialState } from '../setup.js';
import { jumpsOut } from '../rules/level2/jumps.js';
import { delayedCrewHits } from '../rules/level2/primary-hits.js';
import { arcOverlapsQuadrant, weaponHitSystem } from '../rules/level2/section-hits.js';
import { addStruck } from '../rules/level2/struck.js';
import { damageRecord } from '../rules/level2/system-damage.js';
import { absorption } from '../rules/damage.js';
import {
  crewSkill,
  isCrippled,
  reactorOutput,
  sensorOf,
  speedOf,
  turnsOf,
  unmarkedBlocks,
  unmarkedPrimary,
} from '../rules/ships.js';
import { attackerPenalties } from '../rules/to-hit.js';
import type { PendingHit, SeState, ShipState } from '../state.js';
import { borderClashLevel2, place, ship } from './fixtures.js';

function hitOn(target: ShipState, id: string, weapon: string, from: { x: number; y: number }) {
  return {
    id,
    attacker: 'B1',
    system: 'W1',
    weapon,
    int: 0,
    pulse: false,
    dieModifier: 0,
    origin: from,
    section: 'F',
  } satisfies PendingHit;
}

function checksOf(ctx: ReturnType<typeof injectedDice>): number[] {
  return ctx
    .rolls()
    .filter((r) => r.purpose.startsWith('critical checks') || r.purpose.startsWith('cascade'))
    .map((r) => r.faces.length);
}

/** One structure point on `place` this turn, then the Action Phase checks with `dice`. */
function crit(s: SeState, x: ShipState, place: 'F' | 'P' | 'S' | 'A' | 'primary', dice: number[]) {
  addStruck(x, place, 1, false);
  const ctx = injectedDice(dice);
  criticalChecks(s, ctx);
  return ctx;
}

function systemHits(ctx: ReturnType<typeof injectedDice>) {
  return ctx.events.filter((e) => e.type === 'system.hit').map((e) => e.data);
}

describe('Level 2 system damage and critical hits', () => {
  it('SE-EX-4, SE-CRIT-1, SE-Q-12: the Omicron example marks 9 fore and 3 primary points: 9 and 3 check dice', () => {
    const s = borderClashLevel2();
    const a1 = ship(s, 'A1');
    const from = { x: a1.x + 2, y: a1.y };
    const ctx = injectedDice([1, 3, 6, 7, 9, 2, 4, 6, 10, ...Array<number>(12).fill(1)]);
    applyHits(
      s,
      a1,
      [hitOn(a1, 'h1', 'medium_plasma_cannon', from), hitOn(a1, 'h2', 'heavy_laser', from)],
      ctx,
    );
    expect(a1.struck).toMatchObject({ F: { normal: 9, em: 0 }, primary: { normal: 3, em: 0 } });
    criticalChecks(s, ctx);
    expect(checksOf(ctx)).toEqual([9, 3]);
    expect(a1.struck).toBeUndefined();
    expect(systemHits(ctx)).toEqual([]);
  });

  it('SE-CRIT-2, SE-CRIT-5, SE-WPN-EMAG, SE-Q-37: 9+ hits (8+ for EM points, −1 to the roll if braced); drive and maneuver mark their tracks', () => {
    const s = borderClashLevel2();
    const a1 = ship(s, 'A1');
    crit(s, a1, 'F', [9, 1]);
    expect(speedOf(a1)).toBe(7);
    crit(s, a1, 'P', [10, 1]);
    expect(turnsOf(a1)).toBe(2); // turns track [2, 2, 1, 1]: one box marked, value still 2
    crit(s, a1, 'S', [9, 1]);
    expect(turnsOf(a1)).toBe(1);
    crit(s, a1, 'P', [9, 7]); // 7 on a side section is drive, on fore/aft maneuver
    expect(speedOf(a1)).toBe(6);
    crit(s, a1, 'F', [8]);
    expect(speedOf(a1)).toBe(6);
    addStruck(a1, 'F', 1, true);
    criticalChecks(s, injectedDice([8, 7]));
    expect(turnsOf(a1)).toBe(1); // F column of 7 is maneuver: turns [2,2,1,1] → third box
    a1.commands = [{ id: 'CLOSE_BLAST_DOORS', success: true }];
    const braced = crit(s, a1, 'F', [9]);
    expect(systemHits(braced)).toEqual([]);
  });

  it('SE-CRIT-6, SE-Q-19, SE-Q-74, SE-Q-79: one weapon of the eligible system with most weapons left; edge contact does not count', () => {
    expect(arcOverlapsQuadrant('S/Q', 'F')).toBe(false);
    expect(arcOverlapsQuadrant('F/HALF', 'S')).toBe(true);
    expect(arcOverlapsQuadrant('F/FULL', 'A')).toBe(true);
    expect(arcOverlapsQuadrant('A/HALF', 'F')).toBe(false);
    const s = borderClashLevel2();
    const a1 = ship(s, 'A1');
    expect(weaponHitSystem(a1, 'F', 'primary')).toBe('W2');
    expect(weaponHitSystem(a1, 'F', 'minor')).toBe('W2'); // minor → secondary → primary
    expect(weaponHitSystem(a1, 'A', 'heavy')).toBe('W5'); // heavy → primary → secondary
    const ctx = crit(s, a1, 'F', [9, 6]);
    expect(a1.systems.find((x) => x.id === 'W2')!.lost).toBe(1);
    expect(systemHits(ctx)[0]).toMatchObject({
      result: 'primary_weapon',
      effect: 'W2 loses a weapon',
    });
  });

  it('SE-CRIT-10, SE-Q-75, SE-Q-83: a destroyed missile launcher explodes on 9+: class × ammo onto its section, the rest halved onto the primary, with cascades', () => {
    const s = borderClashLevel2();
    const a2 = ship(s, 'A2');
    for (const id of ['W1', 'W2']) a2.systems.find((x) => x.id === id)!.lost = 4;
    const ctx = crit(s, a2, 'F', [9, 4, 9, 1, 1]);
    expect(a2.systems.find((x) => x.id === 'W3')!.lost).toBe(1);
    expect(a2.ammo).toBe(0);
    expect(unmarkedBlocks(a2, 'F')).toBe(0); // 2 × 8 = 16 points: 11 on the fore section
    expect(unmarkedPrimary(a2)).toBe(20 - 2); // (16 − 11) / 2 = 2 on the primary
    expect(checksOf(ctx)).toEqual([1, 2]);
    expect(isCrippled(a2)).toBe(true);
    // SE-Q-83: with the pool empty a destroyed launcher rolls no explosion die.
    const again = crit(s, a2, 'S', [9, 4]);
    expect(systemHits(again)[0]).toMatchObject({ effect: 'W3 loses a weapon' });
  });

  it('SE-CRIT-7, SE-CRIT-8, SE-SHLD-8: defense hits take projector capacity, then the projector, then the generator; unshielded ships lose interceptors', () => {
    const s = borderClashLevel2();
    const a1 = ship(s, 'A1');
    crit(s, a1, 'F', [9, 3]);
    expect(ratings(a1)).toEqual({ close: 2, assist: 0, volley: 1 });
    const b1 = ship(s, 'B1');
    crit(s, b1, 'F', [9, 8]);
    expect(b1.shields!.F.capacity).toBe(5);
    b1.shields!.F.capacity = 0;
    crit(s, b1, 'F', [9, 3]);
    expect(damageRecord(b1).projectorsDestroyed).toEqual(['F']);
    crit(s, b1, 'F', [9, 3]); // projector gone: the interceptors take it while they have a rating
    expect(ratings(b1).close).toBe(2);
    damageRecord(b1).interceptor = 3;
    crit(s, b1, 'F', [9, 3]);
    expect(damageRecord(b1).generator).toBe(1);
  });

  it('SE-CRIT-3, SE-CRIT-4, SE-CRIT-9: redundancy absorbs the first primary hits; results for systems a ship lacks are ignored', () => {
    const s = borderClashLevel2();
    const a1 = ship(s, 'A1');
    for (let i = 0; i < 5; i++) crit(s, a1, 'primary', [9]);
    expect(damageRecord(a1).redundancyUsed).toBe(5);
    const ignored = crit(s, a1, 'primary', [9, 5, 9]); // Major Defensive on an unshielded ship
    expect(systemHits(ignored)[0]).toMatchObject({ effect: 'ignored (SE-CRIT-4)' });
    expect(unmarkedPrimary(a1)).toBe(24);
    const bay = crit(s, a1, 'F', [9, 5]); // no bays in the sample designs
    expect(systemHits(bay)[0]).toMatchObject({ result: 'bay', effect: 'ignored (SE-CRIT-4)' });
  });

  it('SE-CRIT-11, SE-CRIT-12, SE-CRIT-13, SE-Q-30, SE-Q-32: crew and structure results, cascades at once, delayed crew, skeleton crew, derelict', () => {
    const s = borderClashLevel2();
    const a1 = ship(s, 'A1');
    damageRecord(a1).redundancyUsed = 5;
    // Crew/Life Support, Major Hull Breach: D4 (3) structure, 5 crew, 1 crew per turn for 2 turns.
    const ctx = crit(s, a1, 'primary', [9, 1, 9, 3, 9, 1, 1, 3, 1]);
    expect(unmarkedPrimary(a1)).toBe(24 - 3);
    expect(checksOf(ctx)).toEqual([1, 3]);
    expect(damageRecord(a1).crew).toBe(5);
    // The cascade's 9 was a further primary hit: table 3 Sensors/EW, band 1 → one sensor hit.
    expect(sensorOf(a1)).toBe(6);
    expect(damageRecord(a1).delayedCrew).toEqual([
      { turn: s.turn + 1, hits: 1 },
      { turn: s.turn + 2, hits: 1 },
    ]);
    expect(isCrippled(a1)).toBe(false);
    s.turn += 1;
    delayedCrewHits({ s, ctx }, a1);
    s.turn += 1;
    delayedCrewHits({ s, ctx }, a1);
    expect(damageRecord(a1).crew).toBe(7);
    expect(isCrippled(a1)).toBe(true); // 3 crew left ≤ floor(10 / 3)
    damageRecord(a1).crew = 9;
    crit(s, a1, 'primary', [9, 1, 1]); // Minor Decompression: 1 crew
    expect(a1.status).toBe('derelict');
    expect(victoryPoints(s, 1)).toBe(20);
  });

  it('SE-CRIT-12: critical structure that fills the primary destroys the ship, with no explosion', () => {
    const s = borderClashLevel2();
    const a3 = ship(s, 'A3');
    damageRecord(a3).redundancyUsed = 3;
    a3.primaryMarked = 12;
    const ctx = crit(s, a3, 'primary', [9, 6, 5, 4]); // Engineering, Large Explosion, D4 = 4
    expect(a3.status).toBe('destroyed');
    expect(ctx.events.some((e) => e.type === 'ship.exploded')).toBe(false);
  });

  it('SE-CRIT-14: reactor, capacitors, sensors, shields, bridge, weapons control, targeting computer, IS drive, No Dam Con', () => {
    const s = borderClashLevel2();
    const a1 = ship(s, 'A1');
    damageRecord(a1).redundancyUsed = 5;
    crit(s, a1, 'primary', [9, 2, 3, 1]); // Secondary Reactor Hit: 1 structure, 1 reactor hit
    expect(reactorOutput(a1)).toBe(40);
    crit(s, a1, 'primary', [9, 2, 1]); // Power Relays: 2 capacitor hits
    expect(a1.capacitor).toBe(10);
    crit(s, a1, 'primary', [9, 10, 1, 2, 1, 1]); // Bridge Hit: 1 bridge, D4 = 2
    expect(crewSkill(a1).crewRoll).toBe(4);
    crit(s, a1, 'primary', [9, 10, 3, 1, 1]); // Weapons Control
    expect(interceptRollModifier(a1)).toBe(1);
    crit(s, a1, 'primary', [9, 10, 5, 1, 1]); // Targeting Computer
    expect(attackerPenalties(a1).crippled).toBe(-1);
    a1.commands = [{ id: 'ACTIVATE_DEVICE', success: true }];
    expect(jumpsOut(a1)).toBe(true);
    crit(s, a1, 'primary', [9, 10, 7, 1, 1]); // IS Drive: D6 = 1
    expect(jumpsOut(a1)).toBe(false);
    crit(s, a1, 'primary', [9, 6, 7, 1, 1]); // Massive Explosion: No Dam Con
    expect(damageRecord(a1).noDamageControl).toBe(true);
    const b1 = ship(s, 'B1');
    damageRecord(b1).redundancyUsed = 5;
    crit(s, b1, 'primary', [9, 5, 1]); // Shield Capacitor Hits: 3 on the fullest projector (F)
    expect(b1.shields!.F.capacity).toBe(3);
    crit(s, b1, 'primary', [9, 5, 3, 1]); // Shield Core: absorption −1 everywhere
    expect(absorption(b1, 'S')).toBe(1);
    crit(s, b1, 'primary', [9, 5, 9, 8]); // Complete System Failure: D8 + 4, generator gone
    expect(damageRecord(b1).generator).toBe(4);
  });

  it('SE-EX-31, SE-DMG-14, SE-DMG-15, SE-EX-32: a blow-through on 8+ explodes the Jackal; ships within category/2 take floor(blocks/10) D10', () => {
    expect(blowThroughExplodes(6, 7, 3)).toBe(true);
    expect(blowThroughExplodes(5, 7, 3)).toBe(false);
    expect(explosion(35, 8)).toEqual({ shipDice: 3, radius: 4, flightDice: 4 });
    const s = borderClashLevel2();
    const b2 = ship(s, 'B2');
    const b1 = place(ship(s, 'B1'), { x: b2.x, y: b2.y + 2 });
    const from = { x: b2.x - 5, y: b2.y };
    // Heavy laser 4D10+1 on the fore (E 4 + 1): 11 → 6: 1 on the section, 3 primary, 2 pass: D10 8.
    const ctx = injectedDice([1, 1, 1, 10, 8, 1, 1, 1]);
    applyHits(s, b2, [hitOn(b2, 'h1', 'heavy_laser', from)], ctx);
    expect(b2.status).toBe('destroyed');
    const exploded = ctx.events.find((e) => e.type === 'ship.exploded')!;
    expect(exploded.data).toEqual({ ship: 'B2', dice: 3, radius: 2.5 });
    expect(
      ctx.events.some((e) => e.type === 'damage.dealt' && e.data.cause === 'explosion of B2'),
    ).toBe(true);
    expect(b1.status).toBe('active');
  });

  it('SE-DMG-13: an environmental attack is a weapon with reduction 1, no modifiers, from its origin', () => {
    const s = borderClashLevel2();
    const a1 = ship(s, 'A1');
    environmentalAttack(s, a1, { x: a1.x + 3, y: a1.y }, 2, 'test', injectedDice([8, 8]));
    expect(unmarkedBlocks(a1, 'F')).toBe(14 - 4);
    expect(a1.sections.F.armorMarked).toBe(2);
    expect(a1.struck!.F.normal).toBe(4);
  });

  it('SE-DMG-15, SE-FTR-19: an explosion attacks each flight within category/2 with floor(category/2) D10; each die ≤ its DR is a hit it saves against', () => {
    // Belt Strike: the Valkyrie A2 carries Lancets; B2 is a Jackal (category 5).
    const s = initialState({ scenarioId: 'belt-strike', options: {} }, injectedDice([]));
    const b2 = ship(s, 'B2');
    const fa1 = flightById(s, 'FA1')!;
    Object.assign(fa1, { status: 'active', x: b2.x - 1, y: b2.y });
    // Jackal (category 5): radius 2.5, 2D10 at the Lancet (DR 4): 4 hits, 5 misses; save D10 1 fails.
    const ctx = injectedDice([4, 5, 1]);
    explodeShip(s, b2, ctx);
    expect(fa1.hits).toBe(1);
    expect(ctx.rolls().map((r) => r.faces.length)).toEqual([2, 1]);
  });
});
