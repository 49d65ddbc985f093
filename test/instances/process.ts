/** A service process as the multi-instance suites address it: its REST and GraphQL-over-WebSocket URLs. */
import type { ServiceProcess } from '../support/service-process.js';

export interface Instance {
  url: string;
  ws: string;
  /** What the process wrote, for a failure message. */
  output(): string;
}

export const asInstance = (service: ServiceProcess): Instance => ({
  url: service.url,
  ws: `${service.url.replace(/^http/, 'ws')}/graphql`,
  output: service.output,
});
