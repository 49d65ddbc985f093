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
function holdYoungGeneration(): () => void {
  // The factor is read at each growth, so it can change after V8 has started.
  setFlagsFromString('--semi-space-growth-factor=1');
  return () => setFlagsFromString(`--semi-space-growth-factor=${DEFAULT_GROWTH_FACTOR}`);
}

/**
 * How far V8 lets the old generation grow past what the last full collection kept, while serving
 * (decision 0029): 2x. V8 picks the factor itself, up to 4x, from how fast it collects beside
 * how fast the program allocates. Under requests the old generation fills mostly with garbage:
 * what lives across a few scavenges (an order's request while its statement is out, a finished
 * match's events) is promoted and dies there. The live heap under 32 bot matches is ~75 MB, ~12
 * more than idle; at 4x the old generation reached 300 MB before a full collection. 1.5x kept
 * it lower still, for ~12 % more CPU an order; 2x collects half as often.
 */
export const SERVING_HEAP_GROWING_PERCENT = 100;

/** Set once the service listens: loading keeps what it allocates, collecting it sooner is waste. */
function boundOldGeneration(
  execArgv = process.execArgv,
  nodeOptions = process.env.NODE_OPTIONS,
): void {
  // An operator's own choice on the command line stands.
  if ([...execArgv, nodeOptions ?? ''].some((a) => /--heap[-_]growing[-_]percent/.test(a))) return;
  setFlagsFromString(`--heap-growing-percent=${SERVING_HEAP_GROWING_PERCENT}`);
}

/**
 * Both settings for a process that serves: call before the application loads, and the returned
 * function once it listens (which also collects what loading left). Every serving process (the
 * service, the benchmarks' server) takes this one path, so what a benchmark measures is how the
 * service runs.
 */
export function holdMemoryUntilListening(): () => void {
  const releaseYoungGeneration = holdYoungGeneration();
  return () => {
    releaseYoungGeneration();
    boundOldGeneration();
    collectStartUpGarbage();
  };
}

/**
 * What loading left behind (decision 0059): old-generation pages it filled and then mostly
 * emptied, ~20 MB of RSS on PostgreSQL, that V8 gives back only when its memory reducer decides
 * the process is idle, which on a busy machine took longer than the half minute after start that
 * the idle figure watches, and on a service with traffic may not come. One memory-reducing full
 * collection (V8's "all available garbage", what a memory-pressure notification asks) once the
 * service listens: start-up is over, so what survives it is what serving needs. Asked through the
 * inspector's protocol in this process, the one way Node gives without `--expose-gc` (no port is
 * opened). A Node built without the inspector keeps the memory, and starts all the same.
 */
function collectStartUpGarbage(): void {
  import('node:inspector')
    .then(({ Session }) => {
      const session = new Session();
      session.connect();
      // Not from within the reply's callback: disconnecting there never returns.
      session.post('HeapProfiler.collectGarbage', () => setImmediate(() => session.disconnect()));
    })
    // Memory only: a failure here (no inspector, a session refused) must not stop the service.
    .catch(() => undefined);
}
