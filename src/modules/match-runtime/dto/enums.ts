import { registerApiEnum } from '../../../common/api-field.js';

/**
 * The statuses a client can meet. The schema also allows `abandoned` (the foundation migration's
 * check), but nothing sets it: an idle seat gets defaults at its deadline and a player who quits
 * resigns, so every started match finishes with an outcome. See docs/decisions/0007-no-abandoned-status.md.
 */
export enum MatchStatusValue {
  OPEN = 'open',
  ACTIVE = 'active',
  FINISHED = 'finished',
  CANCELLED = 'cancelled',
}
registerApiEnum(MatchStatusValue, {
  name: 'MatchStatus',
  description: 'The lifecycle: open → active → finished, or open → cancelled.',
  valuesMap: {
    OPEN: { description: 'Seats are filling; it starts when every seat is held.' },
    ACTIVE: { description: 'Being played.' },
    FINISHED: { description: 'Over, with an outcome.' },
    CANCELLED: { description: 'Called off before it started.' },
  },
});

export enum VisibilityValue {
  PUBLIC = 'public',
  PRIVATE = 'private',
}
registerApiEnum(VisibilityValue, {
  name: 'MatchVisibility',
  description: 'Who may read a match.',
  valuesMap: {
    PUBLIC: { description: 'Anyone may list it and spectate (public information only).' },
    PRIVATE: { description: 'Only its creator and its seated players see it at all.' },
  },
});

export enum DiceModeValue {
  SEEDED = 'seeded',
  EXTERNAL = 'external',
}
registerApiEnum(DiceModeValue, {
  name: 'DiceMode',
  description: 'Where dice come from.',
  valuesMap: {
    SEEDED: { description: "From the match's secret seed; verifiable once the match is over." },
    EXTERNAL: { description: 'Rolled at the table: the seat concerned submits the faces.' },
  },
});
