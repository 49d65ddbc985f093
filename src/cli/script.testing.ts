import { execFile } from 'node:child_process';

export interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run <script>` as a user runs it: tsx on scripts/<name>.ts, stderr not a terminal. */
export function runScript(name: string, ...args: string[]): Promise<ScriptRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `scripts/${name}.ts`, ...args],
      { cwd: process.cwd() },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
