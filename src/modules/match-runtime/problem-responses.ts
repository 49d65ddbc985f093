export { ApiRefusals } from '../../common/api-refusals.js';

/** Reading a match as one of your seats (`?seat=`), or as a spectator. */
export const SEAT_VIEW_REFUSALS = {
  403: 'NOT_A_SEAT (asked for a seat that is not yours)',
  404: 'MATCH_NOT_FOUND',
} as const;
