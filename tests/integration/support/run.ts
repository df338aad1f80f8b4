import { spawn } from 'node:child_process';

export interface RunResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The environment of a user's shell: the test runner's own variables removed (NODE_ENV=test makes
 * lint-staged print JSON events), and no colours in what the tests read.
 */
function userEnvironment(extra: NodeJS.ProcessEnv | undefined): NodeJS.ProcessEnv {
  const own = Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST'));
  return { ...Object.fromEntries(own), NO_COLOR: '1', FORCE_COLOR: '0', ...extra };
}

/** Runs a command to its end, without a shell, and gives its exit status and output. */
export function run(command: string, args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: userEnvironment(options.env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      resolve({ status, stdout, stderr });
    });
  });
}

/** Like `run`, but a non-zero exit is an error that shows the command's output. */
export async function runOk(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<RunResult> {
  const result = await run(command, args, options);
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} exited with ${String(result.status)} in ${options.cwd}\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result;
}
