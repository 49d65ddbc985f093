/**
 * Driving a battle through the ruleset contract (`pending`, `describe`, `validate`, `apply`) from
 * a chosen stage, with the digest's dice injected (EX-CORE-15): each test reads what a side is
 * offered, submits its bundle as a client would, and asserts what the engine did.
 */
import type { Decision } from '../../../core/contract.js';
import { LoggedDice, SuppliedDiceSource, type DiceSource } from '../../../core/dice.js';
import type { RecordingContext } from '../../../testing/context.js';
import type { Attack, ExpanseState, Phase, StepNo } from '../battle.js';
import { concernedSides } from '../flow/concerned.js';
import { expanse } from '../index.js';
import { opening } from '../setup.js';
import type { Torpedo } from '../state.js';

/** A scenario's battle at round `round`, step `step`, with `tweak` applied before it asks anyone. */
export function stage(
  scenario: string,
  round: number,
  step: StepNo,
  phase: Phase,
  tweak: (s: ExpanseState) => void = () => undefined,
): ExpanseState {
  const s = opening(scenario);
  s.round = round;
  s.step = step;
  s.phase = phase;
  tweak(s);
  s.concerned = concernedSides(s);
  return s;
}

/** B1's HE torpedo T1 at A1, launched at Medium in round 1 and due in round 2; `over` changes it. */
export function inFlightTorpedo(over: Partial<Torpedo> = {}): Torpedo {
  return {
    id: 'T1',
    owner: 'B1',
    launcher: 'torpedo_1',
    target: 'A1',
    launchRound: 1,
    launchBand: 'M',
    impactRound: 2,
    targetingSnapshot: 2,
    attackBonusSnapshot: 0,
    weaponsLossSnapshot: 0,
    warhead: 'he',
    damage: '4d6',
    manual: false,
    status: 'in_flight',
    ...over,
  };
}

/** `attacker`'s round-1 railgun shot at `target` at Close, pending; `over` changes it. */
export function railgunShot(attacker: string, target: string, over: Partial<Attack> = {}): Attack {
  return {
    id: `r1.${attacker}.railgun`,
    attacker,
    weapon: 'railgun',
    target,
    kind: 'weapon',
    type: 'railgun',
    band: 'C',
    damage: '3d6',
    result: 'pending',
    stunts: [],
    ...over,
  };
}

export function decisionOf(s: ExpanseState, seat: number): Decision {
  const d = expanse.pending(s).find((x) => x.seat === seat);
  if (!d) throw new Error(`seat ${seat} owes nothing at step ${s.step} ${s.phase}`);
  return d;
}

/** The choices the stage lists for a seat (the stunt window's affordable purchases). */
export function choicesOf(s: ExpanseState, seat: number): unknown[] {
  return expanse.describe(s, decisionOf(s, seat)).choices ?? [];
}

export function problemsOf(s: ExpanseState, seat: number, order: unknown): string[] {
  return expanse.validate(s, decisionOf(s, seat), order).map((p) => p.code);
}

/** The given faces in order, then 1s: what the flow rolls after the step under test is not checked. */
class ThenOnes implements DiceSource {
  private readonly given: SuppliedDiceSource;
  private used = 0;
  constructor(private readonly supplied: readonly number[]) {
    this.given = new SuppliedDiceSource(supplied);
  }
  faces(request: Parameters<DiceSource['faces']>[0]): number[] {
    if (this.used + request.count <= this.supplied.length) {
      this.used += request.count;
      return this.given.faces(request);
    }
    this.used = this.supplied.length;
    return Array.from({ length: request.count }, () => 1);
  }
}

/**
 * Every seat's bundle, checked (it must be legal) and applied in seat order; the step then closes
 * and resolves with `faces`. Returns the recording context (events, rolls).
 */
export function submitAll(
  s: ExpanseState,
  orders: Record<number, unknown>,
  faces: readonly number[],
): RecordingContext {
  const events: RecordingContext['events'] = [];
  const emit = (e: RecordingContext['events'][number]) => events.push(e);
  const ctx: RecordingContext = {
    events,
    emit,
    dice: new LoggedDice(new ThenOnes(faces), emit),
    rolls: () =>
      events
        .filter((e) => e.type === 'dice.rolled')
        .map((e) => ({ purpose: String(e.data.purpose), faces: e.data.faces as number[] })),
  };
  for (const d of expanse.pending(s)) {
    const order = orders[d.seat] ?? expanse.defaultOrder(s, d);
    const problems = expanse.validate(s, d, order);
    if (problems.length > 0) throw new Error(JSON.stringify(problems));
    expanse.apply(s, d, order, ctx);
  }
  return ctx;
}
