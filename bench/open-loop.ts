// A constant request rate for bench:api, because autocannon's `overallRate` does not give one: each
// of its connections sends its share for the second back to back at the start of every second
// (a burst at full speed, then silence), and its coordinated-omission correction takes 1/rate
// seconds as milliseconds, so every response slower than 1 ms is also recorded as all the
// latencies below it. Here requests leave on an even schedule over keep-alive connections,
// whether or not earlier ones have answered (an open loop), and each latency runs from the
// moment its request was due: a server that falls behind shows it in the tail, as it would to users.
import { Agent, request } from 'node:http';
import { percentile } from './stats.ts';

export interface RateFigures {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

export async function constantRate(
  url: string,
  headers: Record<string, string>,
  rate: number,
  seconds: number,
): Promise<RateFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let failed = 0;
  let sent = 0;
  const start = performance.now();
  const one = (due: number) =>
    new Promise<void>((done) => {
      const req = request(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== undefined && res.statusCode < 300) latencies.push(performance.now() - due);
          else failed++;
          done();
        });
      });
      req.on('error', () => {
        failed++;
        done();
      });
      req.end();
    });
  const pending: Promise<void>[] = [];
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
    for (; sent < due; sent++) pending.push(one(start + (sent * 1000) / rate));
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  return {
    rps: latencies.length / elapsed,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    failed,
  };
}
