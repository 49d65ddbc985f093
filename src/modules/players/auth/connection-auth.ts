import type { PlayersService } from '../players.service.js';
import { rememberOnConnection } from './caller.js';
import { fromConnectionParams } from './credentials.js';

/**
 * For graphql-ws `onConnect`: checks the key in `connectionParams` once per connection and keeps
 * the player in `extra` (what `onConnect` returns goes to the client's ack, not the context).
 * No key: a spectator connection. A bad key: false, and graphql-ws closes with 4403 Forbidden.
 */
export async function authenticateConnection(
  players: PlayersService,
  connectionParams: unknown,
  extra: object,
): Promise<boolean> {
  const presented = fromConnectionParams(connectionParams);
  if (presented.kind === 'malformed') return false;
  if (presented.kind === 'none') {
    rememberOnConnection(extra, null);
    return true;
  }
  const player = await players.authenticate(presented.key);
  if (!player) return false;
  rememberOnConnection(extra, player);
  return true;
}
