/**
 * A stateless attack measured on the caller's table: both ships' centres (inches), headings
 * (0–7, 45° steps) and rolls. The engine places them in the two-ship state and measures with the
 * match's own rules: range (centre to centre), the weapon arc (SE-ARC-3..5) and the section struck
 * (SE-ARC-6, -7), and echoes them. A stated range or section given as well must agree.
 */
import { distance } from '../../../geometry/index.js';
import { problem, type Problem } from '../../../core/problems.js';
import type { SectionId } from '../data/data.js';
import { inArc, position, sectionHit } from '../rules/bearings.js';
import { FireCodes } from '../rules/fire.js';
import { systemFile } from '../rules/systems.js';
import { situationOf, type AttackRequest, type TableRequest } from './request.js';
import type { AttackTable } from './table-schema.js';

export interface TableDerived {
  range: number;
  section: SectionId;
  inArc: boolean;
}

/** A stated range this close to the measured one agrees with it (a table's ruler). */
export const RANGE_AGREEMENT = 0.1;

/** The request with its range and section measured on the table, and what was measured. */
export function measureOnTable(
  r: TableRequest & { table: AttackTable },
): { request: AttackRequest; derived: TableDerived } | { problems: Problem[] } {
  const sit = situationOf({
    ...r,
    range: 0,
    target: { ...r.target, section: 'F' },
  } as AttackRequest);
  const file = systemFile(sit.attacker, r.attacker.system);
  const derived: TableDerived = {
    range: distance(position(sit.attacker), position(sit.target)),
    section: sectionHit(sit.target, position(sit.attacker)),
    inArc: file ? inArc(sit.attacker, file.arc, position(sit.target)) : true,
  };
  const problems: Problem[] = [];
  if (r.range !== undefined && Math.abs(r.range - derived.range) > RANGE_AGREEMENT)
    problems.push(
      problem('TABLE_DISAGREES', `the table shows ${derived.range.toFixed(2)}"`, '/range'),
    );
  if (r.target.section !== undefined && r.target.section !== derived.section)
    problems.push(
      problem('TABLE_DISAGREES', `the table shows section ${derived.section}`, '/target/section'),
    );
  if (file && !derived.inArc)
    problems.push(problem(FireCodes.arc, `the target is outside ${file.arc} (SE-ARC-5)`, '/table'));
  if (problems.length > 0) return { problems };
  return {
    request: { ...r, range: derived.range, target: { ...r.target, section: derived.section } },
    derived,
  };
}
