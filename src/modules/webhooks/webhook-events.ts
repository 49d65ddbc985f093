/** What a hook may ask to be told of, by the name its deliveries carry as `type`. */
export const WEBHOOK_EVENTS = [
  'turn.resolved',
  'phase.changed',
  'decision.required',
  'reminder.due',
  'match.finished',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** A test delivery, sent whatever the hook asked for. */
export const PING = 'webhook.ping';

export const WEBHOOK_FORMATS = ['json', 'discord'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];
