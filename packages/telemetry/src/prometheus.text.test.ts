import { describe, expect, it } from 'vitest';
import { parsePrometheusText, sumSamples } from './prometheus.text.ts';

describe('parsePrometheusText', () => {
  const text = [
    '# HELP jobs_created_total Jobs created',
    '# TYPE jobs_created_total counter',
    'jobs_created_total{job_kind="image_to_video",job_model="hexal_fast_i2v"} 2',
    'jobs_created_total{job_kind="text_to_image",job_model="nebula_t2i"} 1',
    'up 1 1700000000000',
    'odd{label="a \\"quoted\\" value, with a comma"} 0.5',
  ].join('\n');

  it('reads names, labels (escapes included) and values, and sums what matches', () => {
    const samples = parsePrometheusText(text);
    expect(samples).toHaveLength(4);
    expect(samples[3]).toEqual({
      name: 'odd',
      labels: { label: 'a "quoted" value, with a comma' },
      value: 0.5,
    });
    expect(sumSamples(samples, 'jobs_created_total')).toBe(3);
    expect(sumSamples(samples, 'jobs_created_total', { job_kind: 'image_to_video' })).toBe(2);
    expect(sumSamples(samples, 'jobs_created_total', { job_kind: 'none' })).toBe(0);
    expect(sumSamples(samples, 'up')).toBe(1);
  });

  it('refuses a line that is not a sample', () => {
    expect(() => parsePrometheusText('not a sample line at all')).toThrow(/not a Prometheus sample/);
  });
});
