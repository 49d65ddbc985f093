/**
 * The service's Prometheus metrics, one registry per application (tests start several in one
 * process): HTTP requests, order latency, active matches, the matches in memory, live feeds and
 * the database pool, with prom-client's default process metrics.
 */
import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { openFeeds } from '../../common/live-feeds.js';
import { requestsInFlightOf } from '../../common/requests-in-flight.js';
import { LiveMatches } from '../match-runtime/index.js';

/** The route an order is submitted on: its requests also feed the order latency histogram. */
const ORDER_ROUTE = '/api/v1/matches/:matchId/orders';

/** What pg's Pool tells of itself (TypeORM's postgres driver keeps it as `master`). */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly durations: Histogram<'method' | 'route'>;
  private readonly orders: Histogram<'status'>;

  constructor(
    @Inject(DataSource) dataSource: DataSource,
    @Inject(LiveMatches) live: LiveMatches,
    @Inject(HttpAdapterHost) http: HttpAdapterHost,
  ) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'salvo_' });
    this.requests = new Counter({
      name: 'salvo_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.durations = new Histogram({
      name: 'salvo_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route template.',
      labelNames: ['method', 'route'],
      registers,
    });
    this.orders = new Histogram({
      name: 'salvo_order_latency_seconds',
      help: 'Time from an order received (POST …/orders) to its answer, by status.',
      labelNames: ['status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    });
    new Gauge({
      name: 'salvo_active_matches',
      help: 'Matches being played (status active).',
      registers,
      async collect() {
        const [row] = (await dataSource.query(
          "SELECT count(*)::int AS n FROM matches WHERE status = 'active'",
        )) as { n: number }[];
        this.set(row.n);
      },
    });
    new Gauge({
      name: 'salvo_live_matches',
      help: 'Matches in memory between orders: how many, their estimated bytes and the bound on them.',
      labelNames: ['measure'],
      registers,
      collect() {
        this.set({ measure: 'matches' }, live.size);
        this.set({ measure: 'bytes' }, live.bytes);
        this.set({ measure: 'limit_bytes' }, live.limitBytes);
      },
    });
    // Counters read from the cache when scraped: it counts; the registry only reports.
    new Counter({
      name: 'salvo_live_match_rebuilds_total',
      help: 'Matches rebuilt from the database because they were not in memory or were stale.',
      registers,
      collect() {
        this.reset();
        this.inc(live.rebuilds);
      },
    });
    new Counter({
      name: 'salvo_live_match_evictions_total',
      help: 'Matches that left memory to keep within the bound (LIVE_MATCHES_BYTES).',
      registers,
      collect() {
        this.reset();
        this.inc(live.evictions);
      },
    });
    new Gauge({
      name: 'salvo_live_feeds',
      help: 'Open live feeds: SSE event streams and graphql-ws subscriptions.',
      labelNames: ['kind'],
      registers,
      collect() {
        this.set({ kind: 'sse' }, openFeeds.sse);
        this.set({ kind: 'graphql_ws' }, openFeeds.graphqlWs);
      },
    });
    new Gauge({
      name: 'salvo_http_requests_in_flight',
      help: 'Requests worked on now, waiting in line before Express, and the bound on the first (MAX_REQUESTS_IN_FLIGHT; 0: none).',
      labelNames: ['state'],
      registers,
      collect() {
        // Put in front of the server once the app is made (app.ts): absent in a bare module test.
        const bound = requestsInFlightOf(http.httpAdapter.getHttpServer());
        if (!bound) return;
        this.set({ state: 'in_flight' }, bound.inFlight);
        this.set({ state: 'waiting' }, bound.waiting);
        this.set({ state: 'limit' }, bound.limit);
      },
    });
    new Gauge({
      name: 'salvo_db_pool_connections',
      help: 'Database pool connections: total, idle, and requests waiting for one.',
      labelNames: ['state'],
      registers,
      collect() {
        const pool = (dataSource.driver as unknown as { master?: PoolCounts }).master;
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  /** Express middleware: counts and times every request once it is answered. */
  readonly countRequests = (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const path = (req.route as { path?: unknown } | undefined)?.path;
      // The template, never the raw URL: ids in labels would grow the series without bound.
      const route = typeof path === 'string' ? path : 'unmatched';
      const status = String(res.statusCode);
      this.requests.inc({ method: req.method, route, status });
      this.durations.observe({ method: req.method, route }, seconds);
      if (req.method === 'POST' && route === ORDER_ROUTE) this.orders.observe({ status }, seconds);
    });
    next();
  };
}
