import { Inject, Injectable } from '@nestjs/common';
import { EngineError, verify, type MatchReplay, type VerifyResult } from '../../engine/index.js';
import type { AuthenticatedPlayer } from '../players/index.js';
import {
  assertReadable,
  MatchProblems,
  MatchWriter,
  seatsOf,
  viewingSeat,
} from '../match-runtime/index.js';

/** Replays: a match's inputs and outputs as the caller may see them, and their verification. */
@Injectable()
export class ReplaysService {
  constructor(@Inject(MatchWriter) private readonly writer: MatchWriter) {}

  /**
   * While the match goes on: the caller's seat's orders, only the fact of the others', the events
   * it may see, the seed's hash. Once over: everything, the seed included.
   */
  replay(matchId: string, player: AuthenticatedPlayer | null, seat?: number): Promise<MatchReplay> {
    return this.writer.read(matchId, async ({ row, seats, match }) => {
      assertReadable(row, seats, player);
      const viewer = viewingSeat(seatsOf(seats, player?.id), seat);
      return (await match()).replay(viewer);
    });
  }

  verify(replay: MatchReplay): VerifyResult {
    try {
      return verify(replay);
    } catch (error) {
      if (error instanceof EngineError) throw MatchProblems.unknownRuleset(replay.rulesetId);
      throw error;
    }
  }
}
