/**
 * How the rules say what happened: an event type in the game's words and its data. Everything is
 * public (SITS-GEN-8) except what names `sides`: a miracle hand is seen by its side only.
 */
export type Report = (type: string, data: Record<string, unknown>, sides?: string[]) => void;

export const silent: Report = () => {};
