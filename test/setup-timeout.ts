import { jest } from '@jest/globals';

// Each e2e suite starts the real service (PGlite or PostgreSQL): a start takes about a second
// on an idle machine, but a 2-core machine shared with other work can be ten times slower.
jest.setTimeout(120_000);
