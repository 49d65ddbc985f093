/** Challenges: a game offered to a player, started only if they accept. */
export { ChallengesModule } from './challenges.module.js';
