// The probe port (GATEWAY_PROBE_PORT): /livez and /healthz on a listening socket of their own, for
// the kubelet and the local orchestrator. Under a flood of connections on the API port, this
// gateway accepts new connections far slower than they arrive: in a 10 s load at 3x its capacity,
// 300-700 connections waited in the API port's accept queue throughout, and a probe on a new
// connection there waited 2-5 s behind them. A second socket's accept queue holds only probes,
// which were answered in about 100 ms in the same load (docs/benchmarks.md). The probes still run
// on this process's event loop and through the same app (the admission's health lane, the same
// handlers), so liveness still says whether this process answers; anything else here is a 404.
import type { RequestListener } from 'node:http';
import { laneOf } from './admission.ts';
import { writeErrorAnswer } from './error-answer.ts';

export function probeListener(app: RequestListener): RequestListener {
  return (req, res) => {
    if (laneOf(req.method, req.url, undefined) === 'health') return app(req, res);
    writeErrorAnswer(res, 404, 'Not found: this port answers /livez and /healthz only.');
  };
}
