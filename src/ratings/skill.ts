/**
 * Skill ratings: OpenSkill's Weng-Lin model (Plackett-Luce, the package's default), one player per
 * side. Pure: the service rates a finished match with it inside the match's transaction, and the
 * offline tournament rates its games with it in order.
 */
import { ordinal, rate, rating } from 'openskill';

export interface Skill {
  mu: number;
  sigma: number;
}

/** A newcomer: OpenSkill's defaults (mu 25, sigma 25/3). */
export const newSkill = (): Skill => rating();

/**
 * What a leaderboard sorts by: mu − 3·sigma, a rating the player very probably exceeds, so a
 * newcomer with one lucky win does not top the table.
 */
export const displayed = (skill: Skill): number => ordinal(skill);

/**
 * The skills after one game. `places[i]` is player i's finishing place: 1 for the winners, 2 for
 * the others; equal places are a draw.
 */
export function rateGame(skills: readonly Skill[], places: readonly number[]): Skill[] {
  const teams = skills.map((s) => [rating({ mu: s.mu, sigma: s.sigma })]);
  return rate(teams, { rank: [...places] }).map(([s]) => ({ mu: s.mu, sigma: s.sigma }));
}

/** Places from an outcome's winning seats: winners first, everyone else second; none: a draw. */
export function placesOf(seats: number, winners: readonly number[], draw: boolean): number[] {
  return Array.from({ length: seats }, (_, seat) =>
    draw || winners.length === 0 || winners.includes(seat) ? 1 : 2,
  );
}
