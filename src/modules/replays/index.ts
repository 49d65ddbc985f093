/** Replays of matches and their verification. */
export { ReplaysModule } from './replays.module.js';
