import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  EngineError,
  findBot,
  findRuleset,
  Match,
  problem,
  type MatchConfig,
  type Ruleset,
} from '../../engine/index.js';
import type { FieldProblem } from '../../common/problem.js';
import type { AuthenticatedPlayer } from '../players/index.js';
import {
  actingSeats,
  appendEvents,
  assertReadable,
  describePending,
  insertMatch,
  insertSeats,
  inStoredForm,
  LiveMatches,
  MatchProblems,
  MatchPublisher,
  type MatchRead,
  MatchWriter,
  nextDeadline,
  pendingNow,
  readSeats,
  type SeatHolder,
  type SeatRow,
  seatsOf,
  viewingSeat,
} from '../match-runtime/index.js';
import type { CreateMatchInput, SeatAssignment } from './dto/create-match.input.js';
import { pageInfoOf } from '../../common/page-info.js';
import type { MatchDetail, MatchPage, MatchSummary } from './dto/match.dto.js';
import type { MatchesQuery } from './dto/matches.query.js';
import { DEFAULT_PAGE_SIZE } from '../../common/page-query.js';
import { assertSeatsConsented } from './seat-consent.js';
import { listMatches } from './match-list.js';
import { toSummary } from './match-summary.js';

/** The match lifecycle: create, list, read, join, leave, resign. */
@Injectable()
export class MatchesService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(MatchWriter) private readonly writer: MatchWriter,
    @Inject(LiveMatches) private readonly live: LiveMatches,
    @Inject(MatchPublisher) private readonly publisher: MatchPublisher,
  ) {}

  async create(player: AuthenticatedPlayer, input: CreateMatchInput): Promise<MatchDetail> {
    assertSeatsConsented(player, input.seats ?? []);
    const ruleset = findRuleset(input.rulesetId);
    if (!ruleset) throw MatchProblems.unknownRuleset(input.rulesetId);
    const id = await this.start({
      createdBy: player.id,
      ruleset,
      scenarioId: input.scenarioId,
      setup: input.setup,
      options: input.options ?? {},
      holders: (seats) => this.holders(input, seats, ruleset.id),
    });
    return this.get(id, player);
  }

  /**
   * Sets up and stores a match with its seats' holders, active at once if every seat is held,
   * and tells the holders what they owe. The caller has checked that every player seated
   * consented (its own seat, or an opt-in such as a ladder's). `alongside` writes in the same
   * transaction (what arranged the match).
   */
  async start(m: {
    createdBy: string;
    ruleset: Ruleset;
    scenarioId?: string;
    setup?: CreateMatchInput['setup'];
    options: NonNullable<CreateMatchInput['options']>;
    holders: (seatCount: number) => SeatHolder[];
    alongside?: (db: EntityManager, matchId: string) => Promise<void>;
  }): Promise<string> {
    const { ruleset, options } = m;
    const config: MatchConfig = inStoredForm({
      rulesetId: ruleset.id,
      scenarioId: m.scenarioId,
      setup: m.setup,
      options: options.variants ?? {},
      dice: options.dice ?? 'seeded',
    });
    const seed = randomBytes(32).toString('hex');
    const match = setUp(ruleset, config, seed);
    const holders = m.holders(match.seats);
    const deadlineSeconds = options.deadlineSeconds ?? null;
    const now = new Date();
    const active = holders.every((h) => h.playerId !== null || h.bot !== null);
    const pending = active ? pendingNow(match, [], deadlineSeconds, now) : [];
    const id = await this.dataSource.transaction(async (db) => {
      const matchId = await insertMatch(db, {
        rulesetId: ruleset.id,
        rulesetVersion: ruleset.version,
        config,
        status: active ? 'active' : 'open',
        seed,
        seedHash: match.seedHash,
        diceGenerator: match.generator,
        phase: match.phase(),
        createdBy: m.createdBy,
        visibility: options.visibility ?? 'public',
        deadlineSeconds,
        eventSeq: match.lastEventSeq,
        pending,
        nextDeadlineAt: nextDeadline(pending),
        startedAt: active ? now : null,
      });
      await insertSeats(db, matchId, holders);
      const events = match.toJSON().events.map((event) => ({ event, orderSeq: null }));
      await appendEvents(db, matchId, events);
      await m.alongside?.(db, matchId);
      return matchId;
    });
    await this.live.locks.run(id, async () => this.live.remember(id, match));
    await this.publisher.publish({
      matchId: id,
      seats: match.seats,
      events: [],
      phase: null,
      decisions: pending.flatMap((p) => {
        const playerId = holders[p.seat]?.playerId;
        return playerId ? [{ playerId, notice: describePending(id, match, p, true) }] : [];
      }),
      botDecisions: pending.filter((p) => holders[p.seat]?.bot),
    });
    return id;
  }

  async list(player: AuthenticatedPlayer | null, q: MatchesQuery): Promise<MatchPage> {
    const { rows, nextCursor } = await listMatches(this.dataSource.manager, {
      status: q.status,
      rulesetId: q.rulesetId,
      playerId: q.playerId,
      viewerId: player?.id ?? null,
      cursor: q.cursor,
      limit: q.limit ?? DEFAULT_PAGE_SIZE,
    });
    const seats = await readSeats(
      this.dataSource.manager,
      rows.map((r) => r.id),
    );
    return {
      items: rows.map((row) =>
        toSummary(
          row,
          seats.filter((s) => s.matchId === row.id),
        ),
      ),
      nextCursor,
      pageInfo: pageInfoOf(q.cursor, nextCursor),
    };
  }

  /** The match and the caller's view of it (a seat it holds, or the public view). */
  get(matchId: string, player: AuthenticatedPlayer | null, seat?: number): Promise<MatchDetail> {
    return this.writer.read(matchId, (read) => detail(read, player, seat));
  }

  async join(matchId: string, player: AuthenticatedPlayer, seat?: number): Promise<MatchDetail> {
    await this.writer.act(matchId, (act) => {
      assertReadable(act.row, act.seats, player);
      if (act.status !== 'open') throw MatchProblems.matchNotOpen(act.status);
      const target =
        seat === undefined ? firstOpenSeat(act.seats, player) : namedSeat(act.seats, seat);
      act.setSeat({ seat: target.seat, playerId: player.id, bot: null });
    });
    return this.get(matchId, player);
  }

  /** Gives up the caller's seats before the match starts; a match nobody holds is cancelled. */
  async leave(matchId: string, player: AuthenticatedPlayer, seat?: number): Promise<MatchSummary> {
    await this.writer.act(matchId, (act) => {
      const mine = actingSeats(act.row, act.seats, player);
      if (act.status !== 'open') throw MatchProblems.matchNotOpen(act.status);
      if (seat !== undefined && !mine.includes(seat)) throw MatchProblems.notYourSeat(seat);
      for (const s of seat === undefined ? mine : [seat]) {
        act.setSeat({ seat: s, playerId: null, bot: null });
      }
      if (!act.seats.some((s) => s.playerId !== null)) act.status = 'cancelled';
    });
    // The caller may no longer see a private match it left: the summary is read without a check.
    return this.writer.read(matchId, ({ row, seats }) => toSummary(row, seats));
  }

  async resign(matchId: string, player: AuthenticatedPlayer, seat?: number): Promise<MatchDetail> {
    const resigned = await this.writer.act(matchId, (act) => {
      const mine = actingSeats(act.row, act.seats, player);
      if (act.status === 'finished') throw MatchProblems.matchOver();
      if (act.status !== 'active') throw MatchProblems.matchNotActive(act.status);
      const s = seat ?? soleSeat(mine);
      if (!mine.includes(s)) throw MatchProblems.notYourSeat(s);
      const result = act.resign(s, {
        playerId: player.id,
        idempotencyKey: null,
        requestHash: null,
      });
      if (!result.ok) throw MatchProblems.matchOver();
      return s;
    });
    return this.get(matchId, player, resigned);
  }

  /**
   * Who holds each seat from the start, checked: every problem at once. Players are the creator
   * only (assertSeatsConsented ran first), so every player id here is known.
   */
  private holders(input: CreateMatchInput, seatCount: number, rulesetId: string): SeatHolder[] {
    const errors: FieldProblem[] = [];
    if (input.seatCount !== undefined && input.seatCount !== seatCount) {
      errors.push({
        path: '/seatCount',
        code: 'SEAT_COUNT_MISMATCH',
        message: `this setup has ${seatCount} seats, not ${input.seatCount}`,
      });
    }
    const assigned = input.seats ?? [];
    const holders: SeatHolder[] = Array.from({ length: seatCount }, (_, seat) => ({
      seat,
      playerId: null,
      bot: null,
    }));
    assigned.forEach((a, i) => {
      const problems = assignmentProblems(a, `/seats/${i}`, seatCount, rulesetId);
      if (a.seat < seatCount && (holders[a.seat].playerId || holders[a.seat].bot)) {
        problems.push({
          path: `/seats/${i}/seat`,
          code: 'DUPLICATE_SEAT',
          message: `seat ${a.seat} is assigned twice`,
        });
      }
      errors.push(...problems);
      if (problems.length === 0)
        holders[a.seat] = { seat: a.seat, playerId: a.playerId ?? null, bot: a.bot ?? null };
    });
    if (errors.length > 0) throw MatchProblems.invalidSeats(errors);
    return holders;
  }
}

async function detail(
  { row, seats, match }: MatchRead,
  player: AuthenticatedPlayer | null,
  seat: number | undefined,
): Promise<MatchDetail> {
  assertReadable(row, seats, player);
  const mine = seatsOf(seats, player?.id);
  const viewSeat = viewingSeat(mine, seat);
  return {
    ...toSummary(row, seats),
    yourSeats: mine,
    viewSeat,
    view: (await match()).view(viewSeat),
  };
}

function setUp(ruleset: Ruleset, config: MatchConfig, seed: string): Match {
  try {
    return Match.create(ruleset, config, seed);
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    const problems =
      error.problems.length > 0 ? error.problems : [problem(error.code, error.message)];
    // The engine speaks of the config; the API nests the ruleset's options under options.variants.
    throw MatchProblems.invalidSetup(
      problems.map((p) => ({
        ...p,
        path: p.path.replace(/^\/options(?=\/|$)/, '/options/variants'),
      })),
    );
  }
}

function assignmentProblems(
  a: SeatAssignment,
  path: string,
  seatCount: number,
  rulesetId: string,
): FieldProblem[] {
  const out: FieldProblem[] = [];
  if (a.seat >= seatCount) {
    out.push({
      path: `${path}/seat`,
      code: 'NO_SUCH_SEAT',
      message: `seats are 0..${seatCount - 1}`,
    });
  }
  if ((a.playerId === undefined) === (a.bot === undefined)) {
    out.push({ path, code: 'ONE_HOLDER', message: 'give a playerId or a bot, exactly one' });
  }
  if (a.bot !== undefined) {
    const [botRuleset, botId] = a.bot.split('/');
    if (botRuleset !== rulesetId || !findBot(rulesetId, botId)) {
      out.push({
        path: `${path}/bot`,
        code: 'UNKNOWN_BOT',
        message: `${rulesetId} has no bot "${a.bot}"`,
      });
    }
  }
  return out;
}

function firstOpenSeat(seats: readonly SeatRow[], player: AuthenticatedPlayer): SeatRow {
  const mine = seatsOf(seats, player.id);
  if (mine.length > 0) throw MatchProblems.alreadySeated(mine[0]);
  const open = seats.find((s) => s.playerId === null && s.bot === null);
  if (!open) throw MatchProblems.noOpenSeat();
  return open;
}

function namedSeat(seats: readonly SeatRow[], seat: number): SeatRow {
  const target = seats.find((s) => s.seat === seat);
  if (!target) {
    throw MatchProblems.invalidSeats([
      { path: '/seat', code: 'NO_SUCH_SEAT', message: `seats are 0..${seats.length - 1}` },
    ]);
  }
  if (target.playerId !== null || target.bot !== null) throw MatchProblems.seatTaken(seat);
  return target;
}

function soleSeat(mine: readonly number[]): number {
  if (mine.length === 1) return mine[0];
  throw MatchProblems.invalidSeats([
    {
      path: '/seat',
      code: 'SEAT_REQUIRED',
      message: `you hold seats ${mine.join(', ')}: name one`,
    },
  ]);
}
