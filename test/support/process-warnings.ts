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
