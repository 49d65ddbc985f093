/**
 * The driver's copy of the state before every order. Ship classes never change in play, so the
 * copies share them; everything else is copied as plain JSON.
 */
import { copyJson } from '../../core/json.js';
import type { SitsState } from './state.js';

export function cloneSitsState(s: SitsState): SitsState {
  const { classes, ...rest } = s;
  return { ...copyJson(rest), classes };
}
