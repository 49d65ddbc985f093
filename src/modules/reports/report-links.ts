/**
 * Signed, expiring, read-only links to a match's summaries and maps, for clients that cannot send
 * a bearer key (a Discord embed fetching a picture). A link names the match, the view (a seat, or
 * the spectator's) and when it expires; the signature is an HMAC-SHA256 of exactly those, so it
 * grants nothing else — no other match, no other seat, no writing, nothing after it expires.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { Viewer } from '../../engine/index.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { ReportProblems } from './reports.problems.js';

/** Longest a link may live: a long play-by-post turn. */
export const MAX_LINK_SECONDS = 30 * 24 * 3600;
/** A week: one turn of a slow play-by-post game. */
export const DEFAULT_LINK_SECONDS = 7 * 24 * 3600;

export interface LinkGrant {
  matchId: string;
  viewer: Viewer;
  /** Unix seconds. */
  exp: number;
}

@Injectable()
export class ReportLinks {
  private readonly key: Buffer;

  constructor(@InjectConfig() config: AppConfig) {
    const secret = config.reports.linkSecret;
    if (secret === null) {
      new Logger('ReportLinks').warn(
        'REPORT_LINK_SECRET is not set: signed links work only on this instance, until it stops',
      );
    }
    this.key = secret === null ? randomBytes(32) : Buffer.from(secret, 'utf8');
  }

  sign(grant: LinkGrant): string {
    const what = `salvo-report-link:v1\n${grant.matchId}\n${grant.viewer ?? 'spectator'}\n${grant.exp}`;
    return createHmac('sha256', this.key).update(what).digest('base64url');
  }

  /** The query of a link: `seat` (absent for the spectator's view), `exp` and `sig`. */
  query(grant: LinkGrant): string {
    const seat = grant.viewer === null ? '' : `seat=${grant.viewer}&`;
    return `${seat}exp=${grant.exp}&sig=${this.sign(grant)}`;
  }

  /** Checks a link's signature, then its expiry; refuses with a problem. */
  verify(grant: LinkGrant, sig: string, nowMs: number): void {
    const expected = Buffer.from(this.sign(grant));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw ReportProblems.linkInvalid('the signature does not match the match, seat and expiry');
    }
    if (grant.exp * 1000 <= nowMs) {
      throw ReportProblems.linkExpired(new Date(grant.exp * 1000).toISOString());
    }
  }
}
