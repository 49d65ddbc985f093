/** Reading and following event logs (REST pages, SSE, GraphQL queries and subscriptions). */
export { EventsModule } from './events.module.js';
export { subscribeSharingResults } from './shared-results.js';
