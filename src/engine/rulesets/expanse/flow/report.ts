/** How the flow reports a test: one public `test.resolved` event beside the logged dice. */
import type { StepContext } from '../../../core/contract.js';
import type { TestResult } from '../rules/test.js';
import type { Ship } from '../state.js';

export function resolvedTest(
  ctx: StepContext,
  ship: Ship,
  test: string,
  r: TestResult,
  tn: number | null,
  extra: Record<string, unknown> = {},
): void {
  ctx.emit({
    type: 'test.resolved',
    data: {
      ship: ship.id,
      test,
      faces: [...r.faces],
      total: r.total,
      tn,
      success: r.success,
      doubles: r.doubles,
      ...extra,
    },
  });
}
