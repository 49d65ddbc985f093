import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { DataSource } from 'typeorm';
import { ApiProblem } from '../../common/problem.js';
import { findRuleset, noSuchRuleset, noSuchScenario } from '../../engine/index.js';
import { PUB_SUB } from '../../infrastructure/pubsub/pubsub.module.js';
import { arrangedMatch, isValidated } from '../ladder/index.js';
import { Topics } from '../match-runtime/index.js';
import { MatchesService } from '../matches/index.js';
import { displayed, newSkill } from '../../ratings/skill.js';
import { acceptsByRule, type AuthenticatedPlayer, type AutoAcceptRules } from '../players/index.js';
import type { ChallengeDto, ChallengeInput } from './challenge.dto.js';

const COLUMNS = `id, challenger_id AS "challengerId", opponent_id AS "opponentId",
  ruleset_id AS "rulesetId", scenario_id AS "scenarioId", rated,
  deadline_seconds AS "deadlineSeconds", status, match_id AS "matchId", created_at AS "createdAt"`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const problems = {
  notFound: (id: string) =>
    new ApiProblem(
      HttpStatus.NOT_FOUND,
      'CHALLENGE_NOT_FOUND',
      `No challenge ${JSON.stringify(id.slice(0, 64))} for you.`,
    ),
  notPending: (status: string) =>
    new ApiProblem(HttpStatus.CONFLICT, 'CHALLENGE_NOT_PENDING', `The challenge is ${status}.`),
  notChallenged: () =>
    new ApiProblem(
      HttpStatus.FORBIDDEN,
      'NOT_CHALLENGED',
      'Only the challenged player accepts or declines a challenge.',
    ),
  validationRequired: (who: string) =>
    new ApiProblem(
      HttpStatus.CONFLICT,
      'VALIDATION_REQUIRED',
      `${who} has not passed a validation game on this ruleset: rated games wait for it.`,
    ),
  field: (path: string, code: string, message: string) =>
    ApiProblem.validation([{ path, code, message }]),
};

/**
 * Challenges: a game offered to one player, started only when that player accepts, so nobody is
 * seated without consent.
 */
@Injectable()
export class ChallengesService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(MatchesService) private readonly matches: MatchesService,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
  ) {}

  async create(challenger: AuthenticatedPlayer, input: ChallengeInput): Promise<ChallengeDto> {
    const ruleset = findRuleset(input.rulesetId);
    if (!ruleset) {
      throw problems.field('/rulesetId', 'UNKNOWN_RULESET', noSuchRuleset(input.rulesetId));
    }
    const scenario = ruleset.scenarios.find((s) => s.id === input.scenarioId);
    if (scenario?.seats.length !== 2) {
      const twoSeat = ruleset.scenarios.filter((s) => s.seats.length === 2);
      throw problems.field(
        '/scenarioId',
        'UNKNOWN_SCENARIO',
        `${noSuchScenario({ ...ruleset, scenarios: twoSeat }, input.scenarioId)} (two seats)`,
      );
    }
    if (input.opponentId === challenger.id) {
      throw problems.field('/opponentId', 'SELF_CHALLENGE', 'challenge someone else');
    }
    const db = this.dataSource.manager;
    const [opponent] = (await db.query(`SELECT id FROM players WHERE id = $1`, [
      input.opponentId,
    ])) as unknown[];
    if (!opponent) {
      throw new ApiProblem(
        HttpStatus.UNPROCESSABLE_ENTITY,
        'PLAYER_NOT_FOUND',
        `No player ${input.opponentId}.`,
      );
    }
    if (input.rated) {
      if (!(await isValidated(db, challenger.id, ruleset.id)))
        throw problems.validationRequired('You');
      if (!(await isValidated(db, input.opponentId, ruleset.id)))
        throw problems.validationRequired('Your opponent');
    }
    const [row] = (await db.query(
      `INSERT INTO challenges (challenger_id, opponent_id, ruleset_id, scenario_id, rated,
                               deadline_seconds)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      [
        challenger.id,
        input.opponentId,
        ruleset.id,
        scenario.id,
        input.rated ?? false,
        input.deadlineSeconds ?? null,
      ],
    )) as ChallengeDto[];
    const answered = (await this.acceptedByRule(row)) ? await this.startAccepted(row) : row;
    await this.pubSub.publish(Topics.challenges(row.opponentId), answered);
    return answered;
  }

  /** Challenges sent to or by the player, newest first. */
  mine(player: AuthenticatedPlayer): Promise<ChallengeDto[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM challenges WHERE opponent_id = $1 OR challenger_id = $1
        ORDER BY created_at DESC, id LIMIT 100`,
      [player.id],
    );
  }

  /** The challenged player accepts: the match starts at once, both seated. */
  async accept(id: string, player: AuthenticatedPlayer): Promise<ChallengeDto> {
    return this.startAccepted(await this.pending(id, player));
  }

  /**
   * Whether the challenged player is a bot whose owner's standing rules accept this challenge.
   * A bot whose key is revoked accepts nothing: it could not play.
   */
  private async acceptedByRule(c: ChallengeDto): Promise<boolean> {
    const [bot] = (await this.dataSource.query(
      `SELECT b.auto_accept AS "rules",
              (SELECT r.ordinal FROM ratings r WHERE r.player_id = $2 AND r.ruleset_id = $3
                  AND r.scenario_id = $4) AS "challengerRating"
         FROM bot_accounts b
        WHERE b.player_id = $1 AND b.auto_accept IS NOT NULL AND b.key_revoked_at IS NULL`,
      [c.opponentId, c.challengerId, c.rulesetId, c.scenarioId],
    )) as { rules: AutoAcceptRules; challengerRating: number | null }[];
    return (
      bot !== undefined &&
      acceptsByRule(bot.rules, {
        rulesetId: c.rulesetId,
        rated: c.rated,
        challengerRating: bot.challengerRating ?? displayed(newSkill()),
      })
    );
  }

  private async startAccepted(c: ChallengeDto): Promise<ChallengeDto> {
    await this.matches.start({
      createdBy: c.challengerId,
      ruleset: findRuleset(c.rulesetId)!,
      scenarioId: c.scenarioId,
      options: c.deadlineSeconds ? { deadlineSeconds: c.deadlineSeconds } : {},
      holders: (seats) =>
        Array.from({ length: seats }, (_, seat) => ({
          seat,
          playerId: [c.challengerId, c.opponentId][seat] ?? null,
          bot: null,
        })),
      alongside: async (db, matchId) => {
        const answered: unknown[] = await db.query(
          `UPDATE challenges SET status = 'accepted', match_id = $2, answered_at = now()
            WHERE id = $1 AND status = 'pending' RETURNING id`,
          [c.id, matchId],
        );
        // Accepted twice at once: the second start rolls back.
        if (answered.length === 0) throw problems.notPending('answered already');
        await arrangedMatch(db, {
          matchId,
          kind: 'challenge',
          ladderId: null,
          rated: c.rated,
          scenarioId: c.scenarioId,
          forfeitAfter: null,
        });
      },
    });
    return this.read(c.id);
  }

  async decline(id: string, player: AuthenticatedPlayer): Promise<ChallengeDto> {
    const c = await this.pending(id, player);
    const rows: unknown[] = await this.dataSource.query(
      `UPDATE challenges SET status = 'declined', answered_at = now()
        WHERE id = $1 AND status = 'pending' RETURNING id`,
      [c.id],
    );
    if (rows.length === 0) throw problems.notPending('answered already');
    return this.read(c.id);
  }

  private async pending(id: string, player: AuthenticatedPlayer): Promise<ChallengeDto> {
    const c = UUID.test(id) ? await this.read(id).catch(() => null) : null;
    if (!c || (c.opponentId !== player.id && c.challengerId !== player.id)) {
      throw problems.notFound(id);
    }
    if (c.opponentId !== player.id) throw problems.notChallenged();
    if (c.status !== 'pending') throw problems.notPending(c.status);
    return c;
  }

  private async read(id: string): Promise<ChallengeDto> {
    const [row] = (await this.dataSource.query(`SELECT ${COLUMNS} FROM challenges WHERE id = $1`, [
      id,
    ])) as ChallengeDto[];
    if (!row) throw problems.notFound(id);
    return row;
  }
}
