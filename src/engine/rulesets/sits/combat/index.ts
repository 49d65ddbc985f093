/**
 * Stateless SITS combat for tables that keep their own map: a beam shot or a missile salvo, rolled
 * with the caller's dice (`resolve`) or as exact odds (`odds`). The range and aspect are stated, or
 * measured from both ships on the caller's hex map and echoed as `derived`.
 */
import type { CombatAdjudication, Refusal } from '../../../core/contract.js';
import type { Dice } from '../../../core/dice.js';
import { problem, type Problem } from '../../../core/problems.js';
import { SHIP_CLASSES } from '../catalog.js';
import { beamOdds, resolveBeam } from './beam.js';
import {
  combatRequestSchema,
  parseBeam,
  parseSalvo,
  refuse,
  requestProblems,
  type CombatRequest,
  type Measured,
  type ParsedBeam,
  type ParsedSalvo,
  withProtection,
} from './request.js';
import { resolveSalvo, salvoOdds } from './salvo.js';
import { disagrees, measureOnMap, type MapDerived } from './table.js';

type Parsed = ({ beam: ParsedBeam } | { salvo: ParsedSalvo }) & { derived: MapDerived | null };

/** The mount's side, when the class and mount exist (parseBeam names them otherwise). */
function mountSide(request: CombatRequest) {
  if (request.attack !== 'beam') return null;
  const cls = SHIP_CLASSES[request.attacker.classId];
  return cls?.mounts.find((m) => m.id === request.attacker.mount)?.side ?? null;
}

/** The request with its range and protection measured on the map, or the problems with it. */
function measured(
  request: CombatRequest,
): { request: Measured<CombatRequest>; derived: MapDerived | null } | Refusal {
  const distance = request.attack === 'beam' ? 'range' : 'launchRange';
  const stated = request.attack === 'beam' ? request.range : request.launchRange;
  if (!request.map) {
    if (stated !== undefined) return { request: request as Measured<CombatRequest>, derived: null };
    return refuse([problem('GEOMETRY_NEEDED', `give \`${distance}\`, or \`map\``, `/${distance}`)]);
  }
  const velocities = request.attack === 'beam' ? request.velocities : undefined;
  const side = mountSide(request);
  const derived = measureOnMap(request.map, velocities, side);
  const problems: Problem[] = [
    ...disagrees(distance, stated, derived.range),
    ...disagrees('protection', (request as { protection?: string }).protection, derived.protection),
    ...disagrees('aspect/sector', request.aspect?.sector, derived.sector),
  ];
  if (derived.bears === 'OUT_OF_ARC') {
    const mount = (request as { attacker: { mount: string } }).attacker.mount;
    problems.push(problem('FIRE_OUT_OF_ARC', `the target is outside ${mount}'s arc`, '/map'));
  }
  if (derived.bears === 'ARC_WEDGE') {
    const mount = (request as { attacker: { mount: string } }).attacker.mount;
    problems.push(
      problem('FIRE_ARC_WEDGE', `${mount} is silenced while rolled to the wedge`, '/map'),
    );
  }
  if (problems.length > 0) return refuse(problems);
  const filled = {
    ...request,
    [distance]: derived.range,
    protection: derived.protection,
    aspect: undefined,
  };
  return { request: filled as Measured<CombatRequest>, derived };
}

function parse(input: unknown): Parsed | Refusal {
  const problems = requestProblems(input);
  if (problems.length > 0) return refuse(problems);
  const table = measured(input as CombatRequest);
  if ('ok' in table) return table;
  const request = withProtection(table.request);
  if ('ok' in request) return request;
  const derived = table.derived;
  if (request.attack === 'beam') {
    const parsed = parseBeam(request as Measured<typeof request>);
    return 'ok' in parsed ? parsed : { beam: parsed, derived };
  }
  const parsed = parseSalvo(request as Measured<typeof request>);
  return 'ok' in parsed ? parsed : { salvo: parsed, derived };
}

export const sitsCombat: CombatAdjudication = {
  requestSchema: combatRequestSchema,
  resolve(input: unknown, dice: Dice) {
    const p = parse(input);
    if ('ok' in p) return p;
    return 'beam' in p
      ? { ok: true, attack: 'beam', ...resolveBeam(p.beam, dice), derived: p.derived }
      : { ok: true, attack: 'salvo', ...resolveSalvo(p.salvo, dice), derived: p.derived };
  },
  odds(input: unknown) {
    const p = parse(input);
    if ('ok' in p) return p;
    return 'beam' in p
      ? { ok: true, attack: 'beam', ...beamOdds(p.beam), derived: p.derived }
      : { ok: true, attack: 'salvo', ...salvoOdds(p.salvo), derived: p.derived };
  },
};
