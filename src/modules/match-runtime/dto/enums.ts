import { registerApiEnum } from '../../../common/api-field.js';

/**
 * The statuses a client can meet. The schema also allows `abandoned` (the foundation migration's
 * check), but nothing sets it: an idle seat gets defaults at its deadline and a player who quits
 * resigns, so every started match finishes with an outcome. See docs/decisions/0007-no-abandoned-status.md.
 */
export enum MatchStatusValue {
  open = 'open',
  active = 'active',
  finished = 'finished',
  cancelled = 'cancelled',
}
registerApiEnum(MatchStatusValue, {
  name: 'MatchStatus',
  description: 'open → active → finished, or open → cancelled.',
  valuesMap: {
    open: { description: 'Seats are filling; it starts when every seat is held.' },
    active: { description: 'Being played.' },
    finished: { description: 'Over, with an outcome.' },
    cancelled: { description: 'Called off before it started.' },
  },
});

export enum VisibilityValue {
  public = 'public',
  private = 'private',
}
registerApiEnum(VisibilityValue, {
  name: 'MatchVisibility',
  description: 'Who may read a match.',
  valuesMap: {
    public: { description: 'Anyone may list it and spectate (public information only).' },
    private: { description: 'Only its creator and its seated players see it at all.' },
  },
});

export enum DiceModeValue {
  seeded = 'seeded',
  external = 'external',
}
registerApiEnum(DiceModeValue, {
  name: 'DiceMode',
  description: 'Where dice come from.',
  valuesMap: {
    seeded: { description: "From the match's secret seed; verifiable once the match is over." },
    external: { description: 'Rolled at the table: the seat concerned submits the faces.' },
  },
});
