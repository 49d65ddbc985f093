import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const SKIP_RATE_LIMIT = 'salvo:skip-rate-limit';

/** Marks operations the OpenAPI document must not give a 429 (see rate-limit.openapi.ts). */
export const UNLIMITED_EXTENSION = 'x-salvo-unlimited';

/** For routes that must always answer, such as health probes. */
export const SkipRateLimit = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(SKIP_RATE_LIMIT, true), ApiExtension(UNLIMITED_EXTENSION, true));
