import { runInThisContext } from 'node:vm';

/**
 * Records the warnings the Node process emits from now until `stop()`. Jest gives each test file
 * a copy of `process`, but Node emits warnings (a MaxListenersExceededWarning among them) on the
 * real one: the listener goes there, reached through code compiled in Node's own context.
 */
export function recordWarnings(): { warnings: Error[]; stop(): void } {
  const nodeProcess = runInThisContext('process') as NodeJS.Process;
  const warnings: Error[] = [];
  const listener = (warning: Error): void => {
    warnings.push(warning);
  };
  nodeProcess.on('warning', listener);
  return { warnings, stop: () => nodeProcess.off('warning', listener) };
}

/** Records the promise rejections nobody handled from now until `stop()` (on the real process). */
export function recordUnhandledRejections(): { reasons: unknown[]; stop(): void } {
  const nodeProcess = runInThisContext('process') as NodeJS.Process;
  const reasons: unknown[] = [];
  const listener = (reason: unknown): void => {
    reasons.push(reason);
  };
  nodeProcess.on('unhandledRejection', listener);
  return { reasons, stop: () => nodeProcess.off('unhandledRejection', listener) };
}
