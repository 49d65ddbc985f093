import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { SkipRateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { Metrics } from './metrics.js';

/** Outside /api/v1, like health: Prometheus scrapes the process, not a version of the API. */
@ApiTags('metrics')
@SkipRateLimit()
@Controller('metrics')
export class MetricsController {
  constructor(@Inject(Metrics) private readonly metrics: Metrics) {}

  @Get()
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  @ApiOperation({
    summary: 'Prometheus metrics',
    description:
      'Requests (salvo_http_requests_total, salvo_http_request_duration_seconds), order latency ' +
      '(salvo_order_latency_seconds), active matches, open live feeds, the database pool, and ' +
      'the process (salvo_process_*, salvo_nodejs_*), in the Prometheus text format.',
  })
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'The metrics, in the Prometheus text exposition format.' })
  @ApiResponse({
    status: '4XX',
    description: 'A request the HTTP server refuses before any route runs (malformed).',
  })
  getMetrics(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
