/**
 * The `decoy_response` decision (§8.2, step 4): after launches are revealed, each side whose ships
 * a salvo targets may spend one decoy from the target against each salvo (SITS-DEF-2). Few enough
 * salvos are in the air that every legal response can be listed.
 */
import type { Seat } from '../../../core/contract.js';
import type { DecisionKind } from '../../../core/define-ruleset.js';
import { checkOrder, type JsonSchema } from '../../../core/json-schema.js';
import type { DecoyResponse } from '../rules/orders.js';
import { validateDecoys } from '../rules/validation.js';
import type { SitsState } from '../state.js';
import { decisionId, envelopeProblems, ENVELOPE_PROPERTIES, ORD_MALFORMED } from './envelope.js';

type Submission = Partial<Omit<DecoyResponse, 'decoys'>> & Pick<DecoyResponse, 'decoys'>;
type Decoy = DecoyResponse['decoys'][number];

/** Lists every response when there are at most this many possible decoys (2^n responses). */
const LISTED = 6;

const schema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['decoys'],
  properties: {
    ...ENVELOPE_PROPERTIES,
    decoys: {
      type: 'array',
      maxItems: 64,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['ship', 'salvo'],
        properties: { ship: { type: 'string' }, salvo: { type: 'string' } },
      },
    },
  },
};

function head(s: SitsState, seat: Seat): Omit<DecoyResponse, 'decoys'> {
  return { type: 'decoy_response', turn: s.turn, segment: s.segment, player: s.seatSides[seat] };
}

function full(s: SitsState, seat: Seat, o: Submission): DecoyResponse {
  return { ...head(s, seat), decoys: o.decoys };
}

/** One decoy per salvo aimed at this side's ships, from the ship it is aimed at. */
function candidates(s: SitsState, seat: Seat): Decoy[] {
  const side = s.seatSides[seat];
  return s.salvos
    .filter((x) => x.g === s.g && s.ships[x.target].side === side && s.ships[x.target].decoys > 0)
    .map((x) => ({ ship: x.target, salvo: x.id }));
}

function isLegal(s: SitsState, seat: Seat, decoys: Decoy[]): boolean {
  return validateDecoys(s, s.seatSides[seat], full(s, seat, { decoys })).length === 0;
}

function legalSets(s: SitsState, seat: Seat): Decoy[][] {
  const all = candidates(s, seat);
  const out: Decoy[][] = [];
  for (let mask = 0; mask < 1 << all.length; mask++) {
    const set = all.filter((_, i) => mask & (1 << i));
    if (isLegal(s, seat, set)) out.push(set);
  }
  return out;
}

export const decoyResponseKind: DecisionKind<SitsState, Submission, null> = {
  id: (s, seat) => decisionId(s, seat),
  simultaneous: true,
  prompt: (s, seat) =>
    `Turn ${s.turn}, segment ${s.segment}: decoys against the ${candidates(s, seat).length} salvo(s) launched at your ships`,
  schema,
  choices(s, seat) {
    if (candidates(s, seat).length > LISTED) return undefined;
    return legalSets(s, seat).map((decoys) => full(s, seat, { decoys }));
  },
  validate: (s, seat, _at, order) =>
    checkOrder<Submission>(
      schema,
      order,
      (o) => {
        const wrong = envelopeProblems(s, seat, o);
        return wrong.length > 0 ? wrong : validateDecoys(s, s.seatSides[seat], full(s, seat, o));
      },
      ORD_MALFORMED,
    ),
  sample(s, seat, _at, rng) {
    const decoys: Decoy[] = [];
    for (const c of candidates(s, seat)) {
      if (rng.int(2) === 0 && isLegal(s, seat, [...decoys, c])) decoys.push(c);
    }
    return full(s, seat, { decoys });
  },
  defaultOrder: (s, seat) => full(s, seat, { decoys: [] }),
  apply(s, seat, _at, order) {
    s.submitted[s.seatSides[seat]] = full(s, seat, order);
  },
};
