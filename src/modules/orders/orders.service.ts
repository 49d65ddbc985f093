import { Inject, Injectable } from '@nestjs/common';
import {
  DriverCodes,
  isVisible,
  type LogEntry,
  type MatchEvent,
  type Problem,
} from '../../engine/index.js';
import type { AuthenticatedPlayer } from '../players/index.js';
import {
  actingSeats,
  type DecisionNotice,
  describePending,
  inStoredForm,
  lastEventOfOrder,
  type MatchAct,
  MatchProblems,
  type MatchRow,
  MatchWriter,
  readEvents,
} from '../match-runtime/index.js';
import type { OrderAccepted } from './order-accepted.dto.js';
import { requestHashOf } from './request-hash.js';
import type { SubmitOrderInput } from './submit-order.input.js';

/** An order's events are few; this bounds the read of a replayed answer all the same. */
const MAX_EVENTS_PER_ORDER = 10_000;

const redactFor = (events: readonly MatchEvent[], seats: readonly number[]): MatchEvent[] =>
  events.filter((e) => !e.visibleTo || seats.some((s) => isVisible(e, s)));

/** The first decision one of `seats` owes as the match stands in `row`. */
const owedBy = (row: MatchRow, seats: readonly number[]) =>
  row.status === 'active' ? row.pending.find((p) => seats.includes(p.seat)) : undefined;

/** The decision a caller owes, and the orders that answer decisions. */
@Injectable()
export class OrdersService {
  constructor(@Inject(MatchWriter) private readonly writer: MatchWriter) {}

  /** The first decision the caller's seats (or the one seat named) owe now; null when none. */
  decision(
    matchId: string,
    player: AuthenticatedPlayer,
    seat?: number,
  ): Promise<DecisionNotice | null> {
    return this.writer.read(matchId, async ({ row, seats, match }) => {
      const mine = actingSeats(row, seats, player);
      if (seat !== undefined && !mine.includes(seat)) throw MatchProblems.notYourSeat(seat);
      const owed = owedBy(row, seat === undefined ? mine : [seat]);
      return owed ? describePending(matchId, await match(), owed) : null;
    });
  }

  /**
   * Validates and accepts an order in one transaction; answers after commit. With an
   * Idempotency-Key, a retry of the same request gets the first answer and changes nothing; the
   * same key with another request is refused. The answer's `next` is the decision the seat owes
   * once the order stands, read under the match's lock from the live match and the row just
   * written (no round trip); on a replay, the one it owes at the replay (never stored).
   */
  submit(
    matchId: string,
    player: AuthenticatedPlayer,
    input: SubmitOrderInput,
    idempotencyKey: string | null,
  ): Promise<OrderAccepted> {
    const order = inStoredForm(input.order);
    const requestHash = requestHashOf(input.decisionId, order);
    const keyed = idempotencyKey === null ? null : { playerId: player.id, key: idempotencyKey };
    return this.writer.act(
      matchId,
      async (act) => {
        const mine = actingSeats(act.row, act.seats, player);
        const { earlier } = act;
        if (earlier) {
          if (earlier.requestHash !== requestHash) throw MatchProblems.idempotencyKeyReused();
          return this.withNext(act, await this.answerAgain(act, earlier.entry, mine), mine);
        }
        if (act.status === 'finished') throw MatchProblems.matchOver();
        if (act.status !== 'active') throw MatchProblems.matchNotActive(act.status);
        const decision = act.match.pending().find((d) => d.id === input.decisionId);
        if (decision && !mine.includes(decision.seat))
          throw MatchProblems.notYourDecision(input.decisionId);
        const seat = decision?.seat ?? mine[0];
        const result = act.submit(seat, input.decisionId, order, {
          playerId: player.id,
          idempotencyKey,
          requestHash,
        });
        if (!result.ok) throw refusal(input.decisionId, result.problems);
        const accepted = {
          matchId,
          decisionId: input.decisionId,
          seat,
          seq: result.seq,
          eventSeq: result.events[result.events.length - 1].seq,
          events: redactFor(result.events, mine),
        };
        return this.withNext(act, accepted, mine);
      },
      keyed,
    );
  }

  /**
   * The answer, whose `next` is filled in once the change stands: the decision its seat owes
   * then, exactly as GET decision for that seat would give it (the description made for the
   * publication at this commit is taken, not made again). Null when the seat owes nothing, or is
   * no longer the caller's (a replay after the seat changed hands). Also null, and logged, if the
   * description failed after the commit: the order stands, and the seat's next read tells.
   */
  private withNext(
    act: MatchAct,
    accepted: Omit<OrderAccepted, 'next'>,
    mine: readonly number[],
  ): OrderAccepted {
    const answer: OrderAccepted = { ...accepted, next: null };
    act.afterCommit((row) => {
      const owed = mine.includes(answer.seat) ? owedBy(row, [answer.seat]) : undefined;
      answer.next = owed ? describePending(answer.matchId, act.match, owed) : null;
    });
    return answer;
  }

  /** The answer the first submission got, rebuilt from the logs. */
  private async answerAgain(
    act: MatchAct,
    entry: LogEntry,
    mine: number[],
  ): Promise<Omit<OrderAccepted, 'next'>> {
    const matchId = act.row.id;
    return {
      matchId,
      decisionId: entry.decisionId,
      seat: entry.seat ?? mine[0],
      seq: entry.seq,
      eventSeq: await lastEventOfOrder(act.db, matchId, entry.seq),
      events: await readEvents(act.db, matchId, {
        after: 0,
        orderSeq: entry.seq,
        seats: mine,
        limit: MAX_EVENTS_PER_ORDER,
      }),
    };
  }
}

/** The engine's refusal, as the API's: a decision gone is a conflict, the rest is the order's fault. */
function refusal(decisionId: string, problems: Problem[]): Error {
  const codes = new Set(problems.map((p) => p.code));
  if (codes.has(DriverCodes.matchOver)) return MatchProblems.matchOver();
  if (codes.has(DriverCodes.alreadyDecided))
    return MatchProblems.decisionNotPending(decisionId, 'it was already decided');
  if (codes.has(DriverCodes.unknownDecision))
    return MatchProblems.decisionNotPending(decisionId, 'no such decision is owed now');
  if (codes.has(DriverCodes.notYourDecision)) return MatchProblems.notYourDecision(decisionId);
  return MatchProblems.illegalOrder(problems);
}
