// The reader test: ten questions a platform engineer or an API client asks first, each answered in
// the first screen (40 lines) of the document a reader would open for it (docs/README.md maps
// them). Each answer is held by a phrase that must stand in that screen, so an edit that pushes
// the answer down, or removes it, fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SCREEN = 40;

const QUESTIONS: { question: string; document: string; answer: string[] }[] = [
  {
    question: 'How many requests a second does one gateway serve?',
    document: 'docs/benchmarks.md',
    answer: ['[Gateway throughput]', 'req/s, p99'],
  },
  {
    question: 'What does a render cost in memory?',
    document: 'docs/benchmarks.md',
    answer: ['[Media worker memory]', '[Listing render]', 'peak'],
  },
  {
    question: 'How long does a job take to start after its create?',
    document: 'docs/benchmarks.md',
    answer: ['[Job latency]', 'create to work started'],
  },
  {
    question: 'What happens to my credits when a job fails?',
    document: 'docs/api.md',
    answer: ['**Credits.**', 'is charged nothing'],
  },
  {
    question: 'How do I verify a webhook?',
    document: 'docs/webhooks.md',
    answer: ['Verify every delivery', 'HMAC-SHA256', 'webhook-timestamp'],
  },
  {
    question: 'Which statuses does a create return?',
    document: 'docs/api.md',
    answer: ['What a create (`POST`) answers', '| 201 ', '| 402 ', '| 409 ', '| 503 '],
  },
  {
    question: 'How do I turn on a real provider?',
    document: 'docs/providers.md',
    answer: ['To turn a real provider on', 'MODEL_CATALOGUE_PATH', 'api_key_env'],
  },
  {
    question: 'What does each alert mean?',
    document: 'docs/operations.md',
    answer: ['Alerts at a glance', '[HighErrorRatio]', '[OutboxBacklog]'],
  },
  {
    question: 'How do I follow job events live, and resume after a disconnect?',
    document: 'docs/events.md',
    answer: ['GET /api/v2/events/', 'Last-Event-ID', 'stream.gap'],
  },
  {
    question: 'What does a share link show an anonymous viewer?',
    document: 'docs/security.md',
    answer: ['## What is public', '`/s/{token}` share page'],
  },
];

describe('the reader test', () => {
  it.each(QUESTIONS)('$question ($document)', ({ document, answer }) => {
    const screen = readFileSync(join(ROOT, document), 'utf8').split('\n').slice(0, SCREEN).join('\n');
    expect(answer.filter((phrase) => !screen.includes(phrase))).toEqual([]);
  });

  it('asks ten questions, of documents the map lists', () => {
    const map = readFileSync(join(ROOT, 'docs/README.md'), 'utf8');
    expect(QUESTIONS).toHaveLength(10);
    for (const { document } of QUESTIONS) expect(map).toContain(`](${document.replace('docs/', '')})`);
  });
});
