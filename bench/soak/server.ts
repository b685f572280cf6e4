import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../../server/', import.meta.url));

/**
 * The reference server on a data folder of the soak's own, killed as a crash would (SIGKILL to its
 * process group) and started again on the same data, as often as the run wants.
 */
export function soakServer(port: number, env: Record<string, string>) {
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const answers = () =>
    fetch(`${base}/player/`).then(
      (response) => response.ok,
      () => false,
    );
  return {
    base,
    async start(): Promise<void> {
      if (await answers())
        throw new Error(`port ${port} is in use: stop what runs there or choose another port`);
      // Detached: its process group holds tsx and the node process it runs.
      child = spawn(`${serverDir}node_modules/.bin/tsx`, ['src/main.ts'], {
        cwd: serverDir,
        detached: true,
        stdio: 'ignore',
        env: { ...process.env, ...env, PORT: String(port) },
      });
      const started = child;
      // Detached, it would outlive a run that crashes: end it with the run whatever happens.
      process.once('exit', () => {
        if (!started.pid || started.exitCode !== null || started.signalCode !== null) return;
        try {
          process.kill(-started.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      });
      for (let attempt = 0; attempt < 360; attempt += 1) {
        if (started.exitCode !== null) throw new Error(`the server exited with code ${started.exitCode}`);
        if (await answers()) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error('the server did not start within 90 s');
    },
    async kill(): Promise<void> {
      const running = child;
      child = null;
      if (!running?.pid || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      process.kill(-running.pid, 'SIGKILL');
      await exited;
    },
  };
}
