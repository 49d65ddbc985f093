import { runInThisContext } from 'node:vm';

/**
 * Records what the Node process emits as `event` from now until `stop()`. Jest gives each test
 * file a copy of `process`, but Node emits warnings (a MaxListenersExceededWarning among them) and
 * unhandled rejections on the real one: the listener goes there, reached through code compiled in
 * Node's own context.
 */
function recordProcessEvents<T>(event: 'warning' | 'unhandledRejection'): {
  seen: T[];
  stop(): void;
} {
  const nodeProcess = runInThisContext('process') as NodeJS.Process;
  const seen: T[] = [];
  const listener = (value: T): void => {
    seen.push(value);
  };
  nodeProcess.on(event, listener);
  return { seen, stop: () => nodeProcess.off(event, listener) };
}

/** The warnings the process emits from now until `stop()`. */
export function recordWarnings(): { warnings: Error[]; stop(): void } {
  const { seen, stop } = recordProcessEvents<Error>('warning');
  return { warnings: seen, stop };
}

/** The promise rejections nobody handled from now until `stop()`. */
export function recordUnhandledRejections(): { reasons: unknown[]; stop(): void } {
  const { seen, stop } = recordProcessEvents<unknown>('unhandledRejection');
  return { reasons: seen, stop };
}
