/** Ladders: opt-in, validation games, pairing rounds (pg-boss), forfeits, rated results. */
export { LadderModule } from './ladder.module.js';
export { LadderScheduler, PAIR_QUEUE } from './ladder-scheduler.js';
export { insertArranged as arrangedMatch } from './ladder.store.js';
export { isValidated } from './ladder.store.js';
