/** What other modules use to know who is calling (REST, GraphQL over HTTP and over WebSocket). */
export { authenticateConnection } from './connection-auth.js';
export {
  Authenticated,
  CurrentPlayer,
  OptionallyAuthenticated,
  API_KEY_SCHEME,
} from './decorators.js';
export { callerOf, type Caller } from './caller.js';
export { fromConnectionParams } from './credentials.js';
export { PlayerAuthGuard } from './player-auth.guard.js';
export { AuthProblems } from './auth.problems.js';
export type { AuthenticatedPlayer } from '../player.js';
