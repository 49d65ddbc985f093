import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { DataSource } from 'typeorm';
import { ApiProblem } from '../../common/problem.js';
import { findRuleset } from '../../engine/index.js';
import { PUB_SUB } from '../../infrastructure/pubsub/pubsub.module.js';
import { arrangedMatch, isValidated } from '../ladder/index.js';
import { MatchesService } from '../matches/index.js';
import type { AuthenticatedPlayer } from '../players/index.js';
import type { ChallengeDto, ChallengeInput } from './challenge.dto.js';

export const challengeTopic = (playerId: string): string => `salvo.player.${playerId}.challenges`;

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
    if (!ruleset) throw problems.field('/rulesetId', 'UNKNOWN_RULESET', 'no such ruleset');
    const scenario = ruleset.scenarios.find((s) => s.id === input.scenarioId);
    if (scenario?.seats.length !== 2) {
      throw problems.field('/scenarioId', 'UNKNOWN_SCENARIO', 'not a two-seat scenario here');
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
    await this.pubSub.publish(challengeTopic(row.opponentId), row);
    return row;
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
    const c = await this.pending(id, player);
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
