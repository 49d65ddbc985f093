import {
  createSourceEventStream,
  execute,
  getOperationAST,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';

type Result = ExecutionResult | Promise<ExecutionResult>;

/**
 * The subscriptions whose result for an event depends on nothing but the event, the document and
 * its variables: their feeds yield the very objects the publisher sent for the audience (each
 * batch is redacted once per audience, decision 0003), their resolvers return them as they are,
 * and no field of what they return reads the caller.
 */
const SHAREABLE_FIELDS: ReadonlySet<string> = new Set([
  'matchEvents',
  'matchEventBatches',
  'phaseChanged',
]);

/**
 * What each event was executed into, by the subscription's text and variables: a thousand
 * subscribers of one match get one execution per event, not a thousand. Keyed weakly by the
 * event, so an entry lives as long as a feed still holds the event.
 */
const executed = new WeakMap<object, Map<string, Result>>();

function shareKey(args: ExecutionArgs): string | null {
  const operation = getOperationAST(args.document, args.operationName);
  const fields = operation?.selectionSet.selections ?? [];
  if (fields.length !== 1 || fields[0].kind !== 'Field') return null;
  if (!SHAREABLE_FIELDS.has(fields[0].name.value)) return null;
  const text = args.document.loc?.source.body;
  if (text === undefined) return null;
  return `${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}\n${text}`;
}

function executeShared(args: ExecutionArgs, key: string, event: unknown): Result {
  if (typeof event !== 'object' || event === null) return execute({ ...args, rootValue: event });
  let byKey = executed.get(event);
  if (!byKey) executed.set(event, (byKey = new Map()));
  let result = byKey.get(key);
  if (!result) byKey.set(key, (result = execute({ ...args, rootValue: event })));
  return result;
}

/** The source's events, each executed as `run` says; ending it ends the source. */
function mapEvents(
  source: AsyncIterator<unknown>,
  run: (event: unknown) => Result,
): AsyncIterableIterator<ExecutionResult> {
  const close = async (): Promise<void> => {
    await source.return?.();
  };
  const map = async (step: IteratorResult<unknown>): Promise<IteratorResult<ExecutionResult>> => {
    if (step.done) return { value: undefined, done: true };
    try {
      return { value: await run(step.value), done: false };
    } catch (error) {
      await close().catch(() => undefined);
      throw error;
    }
  };
  return {
    next: () => source.next().then(map),
    return: async () => {
      await close();
      return { value: undefined, done: true };
    },
    throw: async (error?: unknown) => {
      if (source.throw) return map(await source.throw(error));
      await close();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * graphql-ws's `subscribe`: graphql's own, except that the subscriptions in `SHAREABLE_FIELDS`
 * share each event's execution with every subscriber of the same document and variables. graphql
 * executes a subscription's selection anew for each subscriber and event; with a thousand
 * spectators of one match that was most of the CPU of a delivery after the socket writes
 * (decision 0024).
 */
export async function subscribeSharingResults(
  args: ExecutionArgs,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in stream)) return stream;
  const key = shareKey(args);
  return mapEvents(stream[Symbol.asyncIterator](), (event) =>
    key === null ? execute({ ...args, rootValue: event }) : executeShared(args, key, event),
  );
}
