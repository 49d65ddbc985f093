/**
 * Stateless SITS combat for tables that keep their own map: a beam shot or a missile salvo, rolled
 * with the caller's dice (`resolve`) or as exact odds (`odds`).
 */
import type { CombatAdjudication, Refusal } from '../../../core/contract.js';
import type { Dice } from '../../../core/dice.js';
import { beamOdds, resolveBeam } from './beam.js';
import {
  combatRequestSchema,
  parseBeam,
  parseSalvo,
  refuse,
  requestProblems,
  type CombatRequest,
  type ParsedBeam,
  type ParsedSalvo,
  withProtection,
} from './request.js';
import { resolveSalvo, salvoOdds } from './salvo.js';

type Parsed = { beam: ParsedBeam } | { salvo: ParsedSalvo };

function parse(input: unknown): Parsed | Refusal {
  const problems = requestProblems(input);
  if (problems.length > 0) return refuse(problems);
  const request = withProtection(input as CombatRequest);
  if ('ok' in request) return request;
  const parsed = request.attack === 'beam' ? parseBeam(request) : parseSalvo(request);
  if ('ok' in parsed) return parsed;
  return request.attack === 'beam'
    ? { beam: parsed as ParsedBeam }
    : { salvo: parsed as ParsedSalvo };
}

export const sitsCombat: CombatAdjudication = {
  requestSchema: combatRequestSchema,
  resolve(input: unknown, dice: Dice) {
    const p = parse(input);
    if ('ok' in p) return p;
    return 'beam' in p
      ? { ok: true, attack: 'beam', ...resolveBeam(p.beam, dice) }
      : { ok: true, attack: 'salvo', ...resolveSalvo(p.salvo, dice) };
  },
  odds(input: unknown) {
    const p = parse(input);
    if ('ok' in p) return p;
    return 'beam' in p
      ? { ok: true, attack: 'beam', ...beamOdds(p.beam) }
      : { ok: true, attack: 'salvo', ...salvoOdds(p.salvo) };
  },
};
