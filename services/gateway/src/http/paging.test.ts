import { describe, expect, it } from 'vitest';
import {
  buildPage,
  encodedPage,
  pageLocation,
  parsePaging,
  requestOrigin,
  type PageLocation,
} from './paging.ts';

const location = (query = ''): PageLocation => ({
  origin: 'https://api.example.com',
  path: '/api/jobs/',
  query,
});

describe('parsePaging', () => {
  it('defaults to limit 20, offset 0', () => {
    expect(parsePaging({})).toEqual({ limit: 20, offset: 0 });
  });

  it('reads valid values', () => {
    expect(parsePaging({ limit: '5', offset: '40' })).toEqual({ limit: 5, offset: 40 });
    expect(parsePaging({ limit: ' 7 ', offset: '0' })).toEqual({ limit: 7, offset: 0 });
  });

  it('clamps limits above the maximum', () => {
    expect(parsePaging({ limit: '101' })).toEqual({ limit: 100, offset: 0 });
    expect(parsePaging({ limit: '100' }).limit).toBe(100);
    expect(parsePaging({ limit: '5000' }, { maxLimit: 50 }).limit).toBe(50);
  });

  it.each(['abc', '-1', '0', '1.5', '', '1e3', '0x10', '99999999999999999999', ' '])(
    'falls back to the default for limit=%j',
    (limit) => {
      expect(parsePaging({ limit }).limit).toBe(20);
    },
  );

  it.each(['abc', '-5', '2.5', '', '99999999999999999999'])('falls back to 0 for offset=%j', (offset) => {
    expect(parsePaging({ offset }).offset).toBe(0);
  });

  it('takes the last value of a repeated parameter, like Django', () => {
    expect(parsePaging({ limit: ['3', '9'], offset: ['1', '2'] })).toEqual({ limit: 9, offset: 2 });
  });

  it('honours a custom default', () => {
    expect(parsePaging({ limit: 'x' }, { defaultLimit: 10 }).limit).toBe(10);
  });
});

describe('buildPage', () => {
  it('has no links when everything fits on one page', () => {
    expect(buildPage(['a', 'b'], 2, { limit: 20, offset: 0 }, location())).toEqual({
      count: 2,
      next: null,
      previous: null,
      results: ['a', 'b'],
    });
  });

  it('links the next page from the first page', () => {
    const page = buildPage([1, 2], 5, { limit: 2, offset: 0 }, location());
    expect(page.next).toBe('https://api.example.com/api/jobs/?limit=2&offset=2');
    expect(page.previous).toBeNull();
  });

  it('links both ways from a middle page', () => {
    const page = buildPage([3, 4], 5, { limit: 2, offset: 2 }, location());
    expect(page.next).toBe('https://api.example.com/api/jobs/?limit=2&offset=4');
    expect(page.previous).toBe('https://api.example.com/api/jobs/?limit=2&offset=0');
  });

  it('has no next link on the last page', () => {
    const page = buildPage([5], 5, { limit: 2, offset: 4 }, location());
    expect(page.next).toBeNull();
    expect(page.previous).toBe('https://api.example.com/api/jobs/?limit=2&offset=2');
  });

  it('never points previous below zero', () => {
    expect(buildPage([], 10, { limit: 5, offset: 3 }, location()).previous).toBe(
      'https://api.example.com/api/jobs/?limit=5&offset=0',
    );
  });

  it('points previous at the last real page when the offset is past the end', () => {
    const page = buildPage([], 5, { limit: 2, offset: 50 }, location());
    expect(page.next).toBeNull();
    expect(page.previous).toBe('https://api.example.com/api/jobs/?limit=2&offset=3');
  });

  it('keeps other query parameters and replaces limit/offset', () => {
    const page = buildPage(
      [],
      30,
      { limit: 10, offset: 10 },
      location('ordering=-name&limit=10&offset=10&created_at_after=2026-01-01'),
    );
    expect(page.next).toBe(
      'https://api.example.com/api/jobs/?ordering=-name&created_at_after=2026-01-01&limit=10&offset=20',
    );
    expect(page.previous).toBe(
      'https://api.example.com/api/jobs/?ordering=-name&created_at_after=2026-01-01&limit=10&offset=0',
    );
  });

  it('encodes query values safely', () => {
    const page = buildPage([], 3, { limit: 1, offset: 0 }, location('q=a%20b%26c'));
    expect(page.next).toBe('https://api.example.com/api/jobs/?q=a+b%26c&limit=1&offset=1');
    expect(new URL(page.next ?? '').searchParams.get('q')).toBe('a b&c');
  });

  it('handles an empty result', () => {
    expect(buildPage([], 0, { limit: 20, offset: 0 }, location())).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });
});

describe('encodedPage', () => {
  it('is buildPage as JSON, byte for byte, around results already encoded', () => {
    const results = [
      { id: 'p1', name: 'Ünïcode "quoted"' },
      { id: 'p2', name: null },
    ];
    for (const [count, offset, query] of [
      [2, 0, ''],
      [5, 2, 'ordering=-name&q=a%20b%26c'],
      [5, 9, 'limit=2'],
      [0, 0, ''],
    ] as const) {
      const params = { limit: 2, offset };
      const encoded = encodedPage(Buffer.from(JSON.stringify(results)), count, params, location(query));
      expect(encoded.toString()).toBe(JSON.stringify(buildPage(results, count, params, location(query))));
    }
  });
});

describe('requestOrigin', () => {
  const socket = (localAddress: string, localPort: number, encrypted = false) =>
    ({ req: { socket: { localAddress, localPort, encrypted } } }) as never;

  it('uses the address and port the connection reached, never a header', () => {
    expect(requestOrigin(socket('127.0.0.1', 8080))).toBe('http://127.0.0.1:8080');
    expect(requestOrigin(socket('::1', 8443, true))).toBe('https://[::1]:8443');
  });

  it('prefers the configured public base URL', () => {
    expect(requestOrigin(socket('10.0.0.5', 8080), 'https://api.example.com/')).toBe(
      'https://api.example.com',
    );
  });

  it('builds a location from a request', () => {
    expect(
      pageLocation({ ...(socket('127.0.0.1', 1) as object), path: '/api/x/', querystring: 'a=1' } as never),
    ).toEqual({
      origin: 'http://127.0.0.1:1',
      path: '/api/x/',
      query: 'a=1',
    });
  });
});
