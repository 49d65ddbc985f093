/** Prometheus metrics at /metrics. */
export { MetricsModule } from './metrics.module.js';
