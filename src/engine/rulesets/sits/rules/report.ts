/** How the rules say what happened: an event type in the game's words and its public data. */
export type Report = (type: string, data: Record<string, unknown>) => void;

export const silent: Report = () => {};
