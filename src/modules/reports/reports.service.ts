import { Inject, Injectable } from '@nestjs/common';
import {
  boardToSvg,
  buildTurnSummary,
  summaryToMarkdown,
  summaryToText,
  turnsOf,
  type TurnSummary,
  type Viewer,
} from '../../engine/index.js';
import { API_PREFIX } from '../../common/http-pipeline.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import {
  assertReadable,
  MatchWriter,
  seatsOf,
  viewingSeat,
  type MatchRead,
} from '../match-runtime/index.js';
import type { AuthenticatedPlayer } from '../players/index.js';
import type { MapQuery } from './dto/map.query.js';
import type { ReportLinksDto, ReportLinksInput } from './dto/report-links.dto.js';
import type { SignedLinkQuery } from './dto/signed-link.query.js';
import { pngRenderer } from './map-png.js';
import { DEFAULT_LINK_SECONDS, ReportLinks } from './report-links.js';
import { ReportProblems } from './reports.problems.js';
import { seatNames } from './seat-names.js';

/** A turn's summary as one viewer may read it, and the turns there are. */
export interface ViewedSummary {
  turn: number;
  turns: number[];
  summary: TurnSummary;
  markdown: string;
  text: string;
}

/** What a webhook posts about a turn: its summary and a signed link to the map picture. */
export interface TurnReport {
  turn: number;
  markdown: string;
  text: string;
  /** A signed PNG link, or null when the match has no map (yet). */
  mapPngUrl: string | null;
  /** When `mapPngUrl` stops working. */
  expiresAt: Date;
}

/**
 * Readable turn summaries and map pictures, always from one viewer's view (a seat, or the public
 * one), reached with an API key or a signed read-only link.
 */
@Injectable()
export class ReportsService {
  constructor(
    @Inject(MatchWriter) private readonly writer: MatchWriter,
    @Inject(ReportLinks) private readonly links: ReportLinks,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The view the request may see: a signed link's, or the caller's own. */
  private viewerOf(
    { row, seats }: MatchRead,
    player: AuthenticatedPlayer | null,
    query: SignedLinkQuery,
  ): Viewer {
    if (query.sig === undefined && query.exp === undefined) {
      assertReadable(row, seats, player);
      return viewingSeat(seatsOf(seats, player?.id), query.seat);
    }
    if (query.sig === undefined || query.exp === undefined) {
      throw ReportProblems.linkInvalid('exp and sig come together');
    }
    const viewer = query.seat ?? null;
    this.links.verify({ matchId: row.id, viewer, exp: query.exp }, query.sig, Date.now());
    return viewer;
  }

  private async summaryOf(read: MatchRead, viewer: Viewer, turn?: number): Promise<ViewedSummary> {
    const match = await read.match();
    const events = match.eventsSince(0, viewer);
    const turns = turnsOf(events);
    const wanted = turn ?? turns[turns.length - 1];
    if (wanted === undefined || !turns.includes(wanted)) {
      throw ReportProblems.turnNotFound(turn ?? 0, turns);
    }
    const summary = buildTurnSummary({
      ruleset: match.ruleset,
      events,
      viewer,
      turn: wanted,
      names: seatNames(match.ruleset, read.row, read.seats),
      pending: match.pending(),
    });
    return {
      turn: wanted,
      turns,
      summary,
      markdown: summaryToMarkdown(summary),
      text: summaryToText(summary),
    };
  }

  summary(
    matchId: string,
    player: AuthenticatedPlayer | null,
    query: SignedLinkQuery & { turn?: number },
  ): Promise<ViewedSummary> {
    return this.writer.read(matchId, (read) =>
      this.summaryOf(read, this.viewerOf(read, player, query), query.turn),
    );
  }

  private async svgOf(read: MatchRead, viewer: Viewer, selected?: string): Promise<string> {
    const match = await read.match();
    const board = match.ruleset.presentation?.board(match.view(viewer), viewer, {
      names: seatNames(match.ruleset, read.row, read.seats),
      ...(selected === undefined ? {} : { selected }),
    });
    if (!board) throw ReportProblems.noMap(match.ruleset.id);
    return boardToSvg(board);
  }

  mapSvg(matchId: string, player: AuthenticatedPlayer | null, query: MapQuery): Promise<string> {
    return this.writer.read(matchId, (read) =>
      this.svgOf(read, this.viewerOf(read, player, query), query.selected),
    );
  }

  /** The PNG is drawn after the match's lock is let go: other readers need not wait for it. */
  async mapPng(
    matchId: string,
    player: AuthenticatedPlayer | null,
    query: MapQuery,
  ): Promise<Buffer> {
    const svg = await this.mapSvg(matchId, player, query);
    return (await pngRenderer())(svg);
  }

  private linkSet(
    matchId: string,
    viewer: Viewer,
    ttlSeconds: number,
    base: string,
  ): ReportLinksDto {
    const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
    const query = this.links.query({ matchId, viewer, exp });
    const at = `${base.replace(/\/$/, '')}/${API_PREFIX}/matches/${matchId}`;
    return {
      seat: viewer,
      expiresAt: new Date(exp * 1000),
      summary: `${at}/summary?${query}`,
      mapSvg: `${at}/map.svg?${query}`,
      mapPng: `${at}/map.png?${query}`,
    };
  }

  /** Signed links for one of the caller's seats (or the public view). `origin`: this request's. */
  createLinks(
    matchId: string,
    player: AuthenticatedPlayer,
    input: ReportLinksInput,
    origin: string,
  ): Promise<ReportLinksDto> {
    return this.writer.read(matchId, ({ row, seats }) => {
      assertReadable(row, seats, player);
      const viewer = viewingSeat(seatsOf(seats, player.id), input.seat);
      const base = this.config.reports.publicUrl ?? origin;
      return this.linkSet(row.id, viewer, input.ttlSeconds ?? DEFAULT_LINK_SECONDS, base);
    });
  }

  /**
   * For the webhooks: a turn's summary as `viewer` sees it and a signed link to the map PNG. No
   * access check — the caller decides whom it may tell what (a hook's owner's seat, or the public
   * view). `turn` defaults to the current one; links start with PUBLIC_URL, else `baseUrl`.
   */
  turnReport(
    matchId: string,
    viewer: Viewer,
    options: { turn?: number; baseUrl?: string; ttlSeconds?: number } = {},
  ): Promise<TurnReport> {
    return this.writer.read(matchId, async (read) => {
      const { turn, markdown, text } = await this.summaryOf(read, viewer, options.turn);
      const match = await read.match();
      const hasMap = match.ruleset.presentation?.board(match.view(viewer), viewer, {
        names: seatNames(match.ruleset, read.row, read.seats),
      });
      const base = this.config.reports.publicUrl ?? options.baseUrl ?? '';
      const links = this.linkSet(
        read.row.id,
        viewer,
        options.ttlSeconds ?? DEFAULT_LINK_SECONDS,
        base,
      );
      return {
        turn,
        markdown,
        text,
        mapPngUrl: hasMap ? links.mapPng : null,
        expiresAt: links.expiresAt,
      };
    });
  }
}
