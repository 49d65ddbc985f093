import { Inject } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import {
  Authenticated,
  type AuthenticatedPlayer,
  CurrentPlayer,
  OptionallyAuthenticated,
} from '../players/index.js';
import { MatchSummaryArgs, MatchTurnSummaryDto } from './dto/match-summary.dto.js';
import { ReportLinksArgs, ReportLinksDto } from './dto/report-links.dto.js';
import { ReportsService } from './reports.service.js';

/** The GraphQL door to what ReportsController serves over REST. */
@Resolver()
export class ReportsResolver {
  constructor(@Inject(ReportsService) private readonly reports: ReportsService) {}

  @Query(() => MatchTurnSummaryDto, {
    description:
      "A turn's summary as you may see it, in Markdown, plain text and as data: moves, attacks with the dice rolled and kept, damage, who must act next (REST: GET /matches/{matchId}/summary).",
  })
  @OptionallyAuthenticated()
  async matchSummary(
    @CurrentPlayer() player: AuthenticatedPlayer | null,
    @Args() { matchId, seat, turn }: MatchSummaryArgs,
  ): Promise<MatchTurnSummaryDto> {
    const viewed = await this.reports.summary(matchId, player, {
      ...(seat === null || seat === undefined ? {} : { seat }),
      ...(turn === null || turn === undefined ? {} : { turn }),
    });
    return {
      turn: viewed.turn,
      turns: viewed.turns,
      markdown: viewed.markdown,
      text: viewed.text,
      summary: viewed.summary as unknown as Record<string, unknown>,
    };
  }

  @Mutation(() => ReportLinksDto, {
    description:
      'Signed read-only links to the summary and maps, for clients that cannot send an API key (REST: POST /matches/{matchId}/report-links). Links start with PUBLIC_URL when the server has one.',
  })
  @Authenticated()
  createReportLinks(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Args() { matchId, input }: ReportLinksArgs,
  ): Promise<ReportLinksDto> {
    return this.reports.createLinks(matchId, player, input ?? {}, '');
  }
}
