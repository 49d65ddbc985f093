/** Seats are numbered 0..n-1 in the order the scenario lists them. */
export type Seat = number;

/** Who is looking: a seat, or a spectator (`null`) who sees public information only. */
export type Viewer = Seat | null;
