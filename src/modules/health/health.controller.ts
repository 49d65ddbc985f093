import { Controller, Get, HttpStatus, ServiceUnavailableException } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { HealthCheckService, type HealthCheckResult } from '@nestjs/terminus';
import { ApiProblem, ProblemCode } from '../../common/problem.js';
import { SkipRateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { ReadinessIndicators } from './health.indicators.js';

/** Outside /api/v1: probes address the process, not a version of the API. */
@ApiTags('health')
@SkipRateLimit()
@ApiResponse({
  status: '4XX',
  description:
    'A request the HTTP server refuses before any route runs (malformed, or headers over 16 KB: 431).',
})
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly readiness: ReadinessIndicators,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Liveness: the process is up and serving HTTP.' })
  @ApiOkResponse({ description: 'Alive.' })
  getLiveness(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  @Get('ready')
  @ApiOperation({
    summary: 'Readiness: the database answers and is migrated, pub/sub (Redis) answers.',
  })
  @ApiOkResponse({ description: 'Ready to serve.' })
  @ApiServiceUnavailableResponse({ description: 'A problem (NOT_READY) with every check.' })
  async getReadiness(): Promise<HealthCheckResult> {
    try {
      return await this.health.check([
        () => this.readiness.database(),
        () => this.readiness.migrations(),
        () => this.readiness.pubSubTransport(),
      ]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const result = error.getResponse() as HealthCheckResult;
      const failing = Object.keys(result.error ?? {});
      throw new ApiProblem(
        HttpStatus.SERVICE_UNAVAILABLE,
        ProblemCode.notReady,
        `Not ready: ${failing.join(', ')} failing.`,
        [],
        { checks: result.details },
      );
    }
  }
}
