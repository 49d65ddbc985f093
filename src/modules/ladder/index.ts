/** Ladders: opt-in, validation games, pairing rounds (pg-boss), forfeits, rated results. */
export { LadderModule } from './ladder.module.js';
export { LadderScheduler, PAIR_QUEUE } from './ladder-scheduler.js';
