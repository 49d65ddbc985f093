/**
 * What a seat may see (ABS-CMD-2): everything on the tables is public; another CEO's helm stays
 * secret until every CEO has assigned and the helms are revealed.
 */
import type { Decision, Viewer } from '../../core/contract.js';
import { copyJson } from '../../core/json.js';
import type { AbsState, Ceo } from './state.js';

export interface AbsView extends Omit<AbsState, 'ceos'> {
  viewer: Viewer;
  ceos: (Ceo & { helmSubmitted: boolean })[];
  /** Who owes what now (public: who, not what they will decide). */
  pending: Decision[];
}

export function viewOf(s: AbsState, viewer: Viewer, pending: Decision[]): AbsView {
  const v = copyJson(s);
  return {
    ...v,
    viewer,
    ceos: v.ceos.map((c) => ({
      ...c,
      helmSubmitted: c.secretHelm !== null,
      secretHelm: c.seat === viewer ? c.secretHelm : null,
    })),
    pending,
  };
}
