/**
 * Follow the Leader (EX-STUNT-FOLLOW-THE-LEADER, EX-MAN-10): a follower at Close stays on its
 * leader: its intent toward the leader is always `hold`, it may stop following in its step-2
 * orders, and following ends at S2_END when the band is no longer Close.
 */
import type { StepContext } from '../../../core/contract.js';
import { bandBetween, pairOf, type ExpanseState } from '../battle.js';
import type { Pair } from '../state.js';

/** Requires band C to the leader after step-2 changes (bought in W2). */
export function canFollow(s: ExpanseState, follower: string, leader: string): boolean {
  return follower !== leader && bandBetween(s, follower, leader) === 'C';
}

export function follow(s: ExpanseState, follower: string, leader: string): void {
  const pair = pairOf(s, follower, leader);
  if (pair) pair.follow = { follower, leader };
}

/** The leader this ship follows in that pair, if it is the follower there. */
export function follows(pair: Pair, ship: string): boolean {
  return pair.follow?.follower === ship;
}

/** Whether the target follows some leader other than `attacker` (+2 evasion, EX-DEF-4). */
export function followingNotLeader(s: ExpanseState, target: string, attacker: string): boolean {
  return s.pairs.some((p) => p.follow?.follower === target && p.follow.leader !== attacker);
}

/** The follower's `end_follow` order, read before contests. */
export function endFollowing(s: ExpanseState, ship: string, ctx: StepContext): void {
  for (const p of s.pairs)
    if (follows(p, ship)) {
      p.follow = null;
      ctx.emit({ type: 'follow.ended', data: { follower: ship, why: 'orders' } });
    }
}

/** EX-MAN-10: at S2_END, following ends where the band is not Close. */
export function checkFollowing(s: ExpanseState, ctx: StepContext): void {
  for (const p of s.pairs)
    if (p.follow && p.band !== 'C') {
      ctx.emit({ type: 'follow.ended', data: { follower: p.follow.follower, why: 'band' } });
      p.follow = null;
    }
}
