/**
 * The game's basic words, shared by the state, the agenda frames and the submissions (kept apart
 * so that none of those three needs another to say them).
 */

export type Seat = number;

export type OrderName = 'vector' | 'engage' | 'red_alert' | 'jump_out';

export type Phase = 'command' | 'jump' | 'tactical' | 'end' | 'over';
