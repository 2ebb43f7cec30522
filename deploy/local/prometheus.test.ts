import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { prometheusConfig } from './prometheus.ts';

describe('the stack Prometheus config', () => {
  it('scrapes the replicas of a service as one job', () => {
    const config = parse(
      prometheusConfig(
        {
          targets: [
            { job: 'billing', address: '127.0.0.1:9471' },
            { job: 'gateway', address: '127.0.0.1:9470' },
            { job: 'billing', address: '127.0.0.1:9571' },
          ],
        },
        '/rules.yaml',
      ),
    ) as { scrape_configs: unknown[] };
    expect(config.scrape_configs).toEqual([
      { job_name: 'billing', static_configs: [{ targets: ['127.0.0.1:9471', '127.0.0.1:9571'] }] },
      { job_name: 'gateway', static_configs: [{ targets: ['127.0.0.1:9470'] }] },
    ]);
  });
});
