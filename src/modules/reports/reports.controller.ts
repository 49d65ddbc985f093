import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiMatchId, ApiRefusals, MatchIdParam } from '../match-runtime/index.js';
import {
  Authenticated,
  type AuthenticatedPlayer,
  CurrentPlayer,
  OptionallyAuthenticated,
} from '../players/index.js';
import { MapQuery } from './dto/map.query.js';
import { ReportLinksDto, ReportLinksInput } from './dto/report-links.dto.js';
import { SummaryQuery } from './dto/summary.query.js';
import { ReportsService } from './reports.service.js';

const READ_REFUSALS = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED (a key that is not valid), LINK_SIGNATURE_INVALID, LINK_EXPIRED',
  403: 'NOT_A_SEAT (asked for a seat that is not yours)',
  404: 'MATCH_NOT_FOUND',
} as const;

const SIGNED =
  ' Instead of an API key, a signed read-only link (`seat`, `exp`, `sig` from POST /matches/{matchId}/report-links) may be used: it shows the view it was made for, until it expires.';

/** Signed links are capabilities: not kept by shared caches. */
function noSharedCache(res: Response): void {
  res.setHeader('Cache-Control', 'private, max-age=60');
}

@ApiTags('reports')
@Controller('matches/:matchId')
export class ReportsController {
  constructor(@Inject(ReportsService) private readonly reports: ReportsService) {}

  @Get('summary')
  @OptionallyAuthenticated()
  @ApiOperation({
    operationId: 'getMatchSummary',
    summary: "A turn's summary",
    description:
      "What happened in a turn as you may see it, in the game's words: moves, each attack with the dice rolled and kept (`2d6kl1: [3, 5] → 3`), hits and misses, damage, and who must act next. Nothing another seat has not revealed." +
      SIGNED,
  })
  @ApiMatchId()
  @ApiProduces('text/markdown', 'text/plain', 'application/json')
  @ApiOkResponse({
    description:
      'format=markdown: text/markdown; format=text: text/plain; format=json: the summary as data (title, sections, next, outcome, turns).',
  })
  @ApiRefusals({ ...READ_REFUSALS, 404: 'MATCH_NOT_FOUND, TURN_NOT_FOUND' })
  async summary(
    @CurrentPlayer() player: AuthenticatedPlayer | null,
    @MatchIdParam() matchId: string,
    @Query() query: SummaryQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string | object> {
    const viewed = await this.reports.summary(matchId, player, query);
    noSharedCache(res);
    switch (query.format ?? 'markdown') {
      case 'json':
        return { ...viewed.summary, turns: viewed.turns };
      case 'text':
        res.type('text/plain; charset=utf-8');
        return viewed.text;
      default:
        res.type('text/markdown; charset=utf-8');
        return viewed.markdown;
    }
  }

  @Get('map.svg')
  @OptionallyAuthenticated()
  @ApiOperation({
    operationId: 'getMatchMapSvg',
    summary: 'The map, as SVG',
    description:
      "The board as you may see it: units with facing, labels and vectors, the selected unit's arcs, a scale bar." +
      SIGNED,
  })
  @ApiMatchId()
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'image/svg+xml' })
  @ApiRefusals({ ...READ_REFUSALS, 404: 'MATCH_NOT_FOUND, NO_MAP (no board yet)' })
  async mapSvg(
    @CurrentPlayer() player: AuthenticatedPlayer | null,
    @MatchIdParam() matchId: string,
    @Query() query: MapQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const svg = await this.reports.mapSvg(matchId, player, query);
    noSharedCache(res);
    res.type('image/svg+xml; charset=utf-8');
    return svg;
  }

  @Get('map.png')
  @OptionallyAuthenticated()
  @ApiOperation({
    operationId: 'getMatchMapPng',
    summary: 'The map, as PNG',
    description: 'The SVG map drawn as a PNG (with the font the server bundles).' + SIGNED,
  })
  @ApiMatchId()
  @ApiProduces('image/png')
  @ApiOkResponse({ description: 'image/png' })
  @ApiRefusals({ ...READ_REFUSALS, 404: 'MATCH_NOT_FOUND, NO_MAP (no board yet)' })
  async mapPng(
    @CurrentPlayer() player: AuthenticatedPlayer | null,
    @MatchIdParam() matchId: string,
    @Query() query: MapQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const png = await this.reports.mapPng(matchId, player, query);
    noSharedCache(res);
    return new StreamableFile(png, { type: 'image/png', length: png.length });
  }

  @Post('report-links')
  @Authenticated()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    operationId: 'createReportLinks',
    summary: 'Signed links to the summary and maps',
    description:
      'Read-only links that stand in for your API key, for clients that cannot send one (a Discord embed): they show the match as one of your seats (or the public view) sees it, until they expire. Never put your API key in a URL; share these instead.',
  })
  @ApiMatchId()
  @ApiCreatedResponse({ type: ReportLinksDto, description: 'The links.' })
  @ApiRefusals({
    400: 'VALIDATION_FAILED',
    403: 'NOT_A_SEAT (asked for a seat that is not yours)',
    404: 'MATCH_NOT_FOUND',
  })
  createLinks(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @MatchIdParam() matchId: string,
    @Body() input: ReportLinksInput,
    @Req() req: Request,
  ): Promise<ReportLinksDto> {
    return this.reports.createLinks(
      matchId,
      player,
      input,
      `${req.protocol}://${req.get('host') ?? 'localhost'}`,
    );
  }
}
