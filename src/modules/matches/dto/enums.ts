import { registerEnumType } from '@nestjs/graphql';

export enum MatchStatusValue {
  open = 'open',
  active = 'active',
  finished = 'finished',
  abandoned = 'abandoned',
  cancelled = 'cancelled',
}
registerEnumType(MatchStatusValue, {
  name: 'MatchStatus',
  description: 'open → active → finished | abandoned | cancelled.',
  valuesMap: {
    open: { description: 'Seats are filling; it starts when every seat is held.' },
    active: { description: 'Being played.' },
    finished: { description: 'Over, with an outcome.' },
    abandoned: { description: 'Stopped without an outcome.' },
    cancelled: { description: 'Called off before it started.' },
  },
});

export enum VisibilityValue {
  public = 'public',
  private = 'private',
}
registerEnumType(VisibilityValue, {
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
registerEnumType(DiceModeValue, {
  name: 'DiceMode',
  description: 'Where dice come from.',
  valuesMap: {
    seeded: { description: "From the match's secret seed; verifiable once the match is over." },
    external: { description: 'Rolled at the table: the seat concerned submits the faces.' },
  },
});
