import os from 'node:os';
import type autocannon from 'autocannon';

/** The figures docs/perf.md reports for one autocannon run (p95 ≤ p97.5: autocannon has no p95). */
export function latencyFigures(result: autocannon.Result) {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.non2xx,
  };
}

export const machineDescription = () =>
  `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

/**
 * Autocannon options for GETs whose path changes with every request (n = 1, 2, …), so a run never measures one
 * cached answer; `visitor` spreads the requests over client addresses (X-Forwarded-For) past per-client limits.
 */
export function rotatingGets(
  url: string,
  load: { connections: number; seconds: number },
  pathOf: (n: number) => string,
  visitor?: (n: number) => string,
): autocannon.Options {
  let n = 0;
  return {
    url,
    connections: load.connections,
    duration: load.seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          n += 1;
          const path = pathOf(n);
          return visitor
            ? { ...request, path, headers: { ...request.headers, 'x-forwarded-for': visitor(n) } }
            : { ...request, path };
        },
      },
    ],
  };
}
