/** Liveness and readiness. */
export { HealthModule } from './health.module.js';
