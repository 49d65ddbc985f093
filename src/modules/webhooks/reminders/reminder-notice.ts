import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { Happening, MatchFacts } from '../happenings.js';

/** Where reminders of a match are published (for the GraphQL subscription). */
export const reminderTopic = (matchId: string): string => `salvo.match.${matchId}.reminders`;

@ObjectType('Reminder', {
  description:
    'A seat is reminded: its decision’s deadline is near, or every other seat has ordered.',
})
export class ReminderNotice {
  @Field(() => ID, { description: 'The match.' })
  matchId!: string;

  @Field(() => Int, { description: 'The seat reminded.' })
  seat!: number;

  @Field({
    description:
      '`deadline` (the deadline is near) or `last_awaited` (every other seat has ordered).',
  })
  reason!: string;

  @Field(() => [String], { description: 'The decisions the seat owes.' })
  decisionIds!: string[];

  // An ISO string, not a Date: the notice goes through Redis as JSON.
  @Field(() => String, {
    nullable: true,
    description: 'The earliest of their deadlines (ISO 8601), if any.',
  })
  deadline!: string | null;
}

export function reminderNotice(facts: MatchFacts, h: Happening): ReminderNotice {
  const owed = facts.pending.filter((p) => p.seat === h.seat);
  const deadlines = owed.flatMap((p) => (p.deadline ? [p.deadline] : [])).sort();
  return {
    matchId: facts.matchId,
    seat: h.seat ?? -1,
    reason: h.reason ?? 'deadline',
    decisionIds: owed.map((p) => p.decisionId),
    deadline: deadlines[0] ?? null,
  };
}
