/**
 * V8's young generation, held at its initial size while the service starts (decision 0021).
 *
 * Loading the application (thousands of modules, the GraphQL schema, the rulesets' data) keeps
 * almost everything it allocates, and V8 answers a high survival rate by doubling the semi-spaces
 * up to their 16 MB maximum: 32 MB committed, about 20 MB of it resident, that an idle service
 * then keeps (only a memory-reducing GC shrinks them, and none comes while it idles). Under
 * requests most of what is allocated dies young; the semi-spaces grow again if and when that
 * traffic needs them, so throughput under load is unchanged.
 */
import { setFlagsFromString } from 'node:v8';

/** V8's default `--semi-space-growth-factor`: each growth doubles the semi-spaces. */
const DEFAULT_GROWTH_FACTOR = 2;

/** Until the returned function is called, the young generation does not grow. */
export function holdYoungGeneration(): () => void {
  // The factor is read at each growth, so it can change after V8 has started.
  setFlagsFromString('--semi-space-growth-factor=1');
  return () => setFlagsFromString(`--semi-space-growth-factor=${DEFAULT_GROWTH_FACTOR}`);
}
