import { jest } from '@jest/globals';

// Each e2e suite starts the real service (PGlite or PostgreSQL): slow on a busy 2-core machine.
jest.setTimeout(60_000);
