import { spawn, type ChildProcess } from 'node:child_process';

/** Starts the real server (main.ts) for a benchmark and waits for /api/health. */
export async function startServer(
  env: Record<string, string>,
): Promise<{ url: string; driver: string; stop(): Promise<void>; child: ChildProcess }> {
  const port = env.PORT ?? '4320';
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: port, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  let driver: string;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const health = await fetch(`${url}/api/health`).then(
      async (r) => (r.ok ? ((await r.json()) as { database: { driver: string } }) : null),
      () => null,
    );
    if (health) {
      driver = health.database.driver;
      break;
    }
    if (Date.now() > deadline) throw new Error('server did not start in 180 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    driver,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Starts bench/lib/hello-world.ts on `port`: the bare-Fastify baseline every API figure is a ratio of. */
export async function startHelloWorld(port: number): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ['bench/lib/hello-world.ts', String(port)], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}/`;
  for (
    let tries = 0;
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ));
    tries++
  ) {
    if (tries > 100) throw new Error('hello-world did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, stop: () => void child.kill('SIGTERM') };
}
