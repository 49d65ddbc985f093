import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { findRuleset, noSuchScenario } from '../../engine/index.js';
import { MatchesService } from '../matches/index.js';
import type { AuthenticatedPlayer } from '../players/index.js';
import { RatingsService } from '../ratings/index.js';
import type { BotProfileDto, CreateLadderInput, LadderDto } from './ladder.dto.js';
import { LadderProblems } from './ladder.problems.js';
import {
  entriesOf,
  insertArranged,
  insertLadder,
  listLadders,
  readLadder,
  readValidation,
  startValidation,
  upsertEntry,
  validatedRulesets,
  type LadderRow,
} from './ladder.store.js';

const isUuid = (id: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** The built-in bot a new bot proves itself against. */
const VALIDATION_OPPONENT = 'random';

/** Ladders: created, listed, opted into and out of; bots' profiles. */
@Injectable()
export class LaddersService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(MatchesService) private readonly matches: MatchesService,
    @Inject(RatingsService) private readonly ratings: RatingsService,
  ) {}

  async create(player: AuthenticatedPlayer, input: CreateLadderInput): Promise<LadderDto> {
    const ruleset = findRuleset(input.rulesetId);
    if (!ruleset) throw LadderProblems.unknownRuleset(input.rulesetId);
    const scenario = ruleset.scenarios.find((s) => s.id === input.scenarioId);
    if (!scenario) {
      throw LadderProblems.unfitScenario(noSuchScenario(ruleset, input.scenarioId));
    }
    if (scenario.seats.length !== 2) {
      throw LadderProblems.unfitScenario(
        `${scenario.id} has ${scenario.seats.length} seats, not 2`,
      );
    }
    const id = await insertLadder(this.dataSource.manager, {
      name: input.name,
      rulesetId: ruleset.id,
      scenarioId: scenario.id,
      deadlineSeconds: input.deadlineSeconds ?? 60,
      forfeitAfter: input.forfeitAfter ?? 3,
      createdBy: player.id,
    });
    return this.get(id);
  }

  async list(): Promise<LadderDto[]> {
    const ladders = await listLadders(this.dataSource.manager);
    return Promise.all(ladders.map((l) => this.withEntries(l)));
  }

  async get(id: string): Promise<LadderDto> {
    return this.withEntries(await this.ladder(id));
  }

  /**
   * The caller opts in: its consent to be paired for rated games. A player that has not passed
   * a validation game on the ruleset starts one against the built-in random bot (seat 0, the
   * ladder's time control) and is paired only once it ends without a forfeit.
   */
  async join(ladderId: string, player: AuthenticatedPlayer): Promise<LadderDto> {
    const ladder = await this.ladder(ladderId);
    const db = this.dataSource.manager;
    const validation = await readValidation(db, player.id, ladder.rulesetId);
    if (validation?.passedAt) {
      await upsertEntry(db, ladder.id, player.id, 'active');
      return this.get(ladder.id);
    }
    await upsertEntry(db, ladder.id, player.id, 'validating');
    const underWay = validation && ['open', 'active'].includes(validation.status);
    if (!underWay) await this.startValidation(ladder, player.id);
    return this.get(ladder.id);
  }

  async leave(ladderId: string, player: AuthenticatedPlayer): Promise<LadderDto> {
    const ladder = await this.ladder(ladderId);
    const rows: unknown[] = await this.dataSource.query(
      `UPDATE ladder_entries SET status = 'withdrawn'
        WHERE ladder_id = $1 AND player_id = $2 AND status <> 'withdrawn' RETURNING player_id`,
      [ladder.id, player.id],
    );
    if (rows.length === 0) throw LadderProblems.notEntered();
    return this.get(ladder.id);
  }

  async botProfile(botId: string): Promise<BotProfileDto> {
    if (!isUuid(botId)) throw LadderProblems.botNotFound(botId);
    const db = this.dataSource.manager;
    const [bot] = (await db.query(
      `SELECT p.id, p.name, b.owner_id AS "ownerId", o.name AS "ownerName",
              p.created_at AS "createdAt"
         FROM bot_accounts b JOIN players p ON p.id = b.player_id
         JOIN players o ON o.id = b.owner_id
        WHERE b.player_id = $1`,
      [botId],
    )) as Omit<BotProfileDto, 'rulesets' | 'ratings'>[];
    if (!bot) throw LadderProblems.botNotFound(botId);
    const [rulesets, ratings] = await Promise.all([
      validatedRulesets(db, botId),
      this.ratings.ofPlayer(botId),
    ]);
    return { ...bot, rulesets, ratings: ratings.ratings };
  }

  private async startValidation(ladder: LadderRow, playerId: string): Promise<void> {
    const ruleset = findRuleset(ladder.rulesetId)!;
    await this.matches.start({
      createdBy: playerId,
      ruleset,
      scenarioId: ladder.scenarioId,
      options: { deadlineSeconds: ladder.deadlineSeconds },
      holders: (seats) =>
        Array.from({ length: seats }, (_, seat) => ({
          seat,
          playerId: seat === 0 ? playerId : null,
          bot: seat === 0 ? null : `${ruleset.id}/${VALIDATION_OPPONENT}`,
        })),
      alongside: async (db, matchId) => {
        await insertArranged(db, {
          matchId,
          kind: 'validation',
          ladderId: null,
          rated: false,
          scenarioId: ladder.scenarioId,
          forfeitAfter: ladder.forfeitAfter,
        });
        await startValidation(db, playerId, ruleset.id, matchId);
      },
    });
  }

  private async ladder(id: string): Promise<LadderRow> {
    const ladder = isUuid(id) ? await readLadder(this.dataSource.manager, id) : null;
    if (!ladder) throw LadderProblems.ladderNotFound(id);
    return ladder;
  }

  private async withEntries(ladder: LadderRow): Promise<LadderDto> {
    return { ...ladder, entries: await entriesOf(this.dataSource.manager, ladder.id) };
  }
}
