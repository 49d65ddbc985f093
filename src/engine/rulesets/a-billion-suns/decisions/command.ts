/**
 * Command Phase decisions: the secret helm (ABS-CMD-2) and the first-player choices (ABS-CMD-6).
 */
import { E, fail } from '../codes.js';
import { pop } from '../flow/agenda.js';
import type { FirstPlayerFrame, HelmFrame } from '../flow/frames.js';
import { helmProblems } from '../rules/command.js';
import { cmdTokens, roundUp } from '../rules/scale.js';
import type { AbsState, Helm } from '../state.js';
import type { FirstPlayerSubmission, HelmSubmission } from '../submissions.js';
import { kind, ruled } from './kind.js';
import { firstPlayerSchema, helmSchema } from './schemas.js';

function allHelms(s: AbsState): Helm[] {
  const n = cmdTokens(s.scale);
  const out: Helm[] = [];
  for (let a = 0; a <= n; a++)
    for (let b = 0; a + b <= n; b++)
      out.push({ seizeInitiative: a, jumpIn: b, tactical: n - a - b });
  return out;
}

export const helmKind = kind<HelmSubmission, HelmFrame>({
  types: ['helm'],
  simultaneous: true,
  schema: helmSchema,
  prompt: (s) =>
    `Round ${s.round}: assign your ${cmdTokens(s.scale)} CMD tokens to Seize Initiative, Jump In and Tactical (secret until every CEO has)`,
  rules: (s, _seat, _f, o) => helmProblems(s, o),
  choices: (s) => allHelms(s),
  // Every helm listed is legal.
  sample: (s, _seat, _f, rng) => {
    const all = allHelms(s);
    return ruled(all[rng.int(all.length)]);
  },
  defaultOrder: (s) => {
    const n = cmdTokens(s.scale);
    const jumpIn = roundUp(n / 2);
    return { seizeInitiative: 0, jumpIn, tactical: n - jumpIn };
  },
  apply: (s, seat, f, o, ctx) => {
    const helm = { seizeInitiative: o.seizeInitiative, jumpIn: o.jumpIn, tactical: o.tactical };
    s.ceos[seat].secretHelm = helm;
    // Public: only that the CEO has assigned. Private: what (ABS-CMD-2).
    ctx.emit({ type: 'helm.submitted', data: { ceo: s.ceos[seat].id } });
    ctx.emit({ type: 'helm.assigned', visibleTo: [seat], data: { ceo: s.ceos[seat].id, ...helm } });
    // Replaced, not changed: the state copy shares a frame's wait.
    const wait = f.wait!;
    const seats = wait.seats.filter((x) => x !== seat);
    if (seats.length === 0) f.wait = undefined;
    else f.wait = { ...wait, seats };
  },
});

export const firstPlayerKind = kind<FirstPlayerSubmission, FirstPlayerFrame>({
  types: ['first_player'],
  schema: firstPlayerSchema,
  prompt: (s, _seat, f) =>
    `You hold initiative: choose which CEO takes the first turn of the ${f.phase === 'jump' ? 'Jump' : 'Tactical'} Phase`,
  rules: (s, _seat, f, o) => {
    const out = [];
    if (o.phase !== undefined && o.phase !== f.phase)
      out.push(fail(E.wrongPhase, `this choice is for the ${f.phase} phase`, '/phase'));
    if (!s.ceos.some((c) => c.id === o.first))
      out.push(fail(E.unknownId, `no CEO "${o.first}"`, '/first'));
    return out;
  },
  choices: (s, _seat, f) => s.ceos.map((c) => ({ phase: f.phase, first: c.id })),
  sample: (s, _seat, f, rng) => ruled({ phase: f.phase, first: s.ceos[rng.int(s.ceos.length)].id }),
  defaultOrder: (s, seat, f) => ({ phase: f.phase, first: s.ceos[seat].id }),
  apply: (s, _seat, f, o, ctx) => {
    const seat = s.ceos.find((c) => c.id === o.first)!.seat;
    if (f.phase === 'jump') s.firstJump = seat;
    else s.firstTactical = seat;
    ctx.emit({ type: 'first_player.chosen', data: { phase: f.phase, first: o.first } });
    pop(s);
  },
});
