import { describe, expect, it } from 'vitest';
import { Client } from 'minio';
import { TEST_STORAGE_KEY_SECRET } from '@platform/testkit';
import { AccountKeys } from './account-keys.ts';
import { amzDate, presignV4, sigV4Encode } from './sigv4.presigner.ts';

const awsExample = {
  accessKey: 'AKIAIOSFODNN7EXAMPLE',
  secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  date: new Date('2013-05-24T00:00:00Z'),
};

describe('presignV4', () => {
  it('reproduces the pre-signed GET example of the AWS SigV4 documentation', () => {
    const url = presignV4({
      ...awsExample,
      method: 'GET',
      protocol: 'https:',
      host: 'examplebucket.s3.amazonaws.com',
      path: '/test.txt',
      headers: {},
      expiresInSeconds: 86400,
    });
    expect(new URL(url).searchParams.get('X-Amz-Signature')).toBe(
      'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('matches the minio client for the same unpinned request', async () => {
    const client = new Client({
      endPoint: '127.0.0.1',
      port: 9000,
      useSSL: false,
      accessKey: 'minio',
      secretKey: 'minio-secret',
      region: 'eu-west-1',
      pathStyle: true,
    });
    const key = new AccountKeys(TEST_STORAGE_KEY_SECRET).key(3, 'assets', 'a b(1)+ü.png');
    const date = new Date('2026-01-02T03:04:05Z');
    const expected = await client.presignedUrl('PUT', 'media', key, 600, {}, date);
    const ours = presignV4({
      method: 'PUT',
      protocol: 'http:',
      host: '127.0.0.1:9000',
      path: `/media/${key.split('/').map(sigV4Encode).join('/')}`,
      headers: {},
      accessKey: 'minio',
      secretKey: 'minio-secret',
      region: 'eu-west-1',
      date,
      expiresInSeconds: 600,
    });
    const a = new URL(expected);
    const b = new URL(ours);
    expect(b.pathname).toBe(a.pathname);
    expect(b.searchParams.get('X-Amz-Signature')).toBe(a.searchParams.get('X-Amz-Signature'));
  });

  it('signs pinned headers so a different Content-Type gives a different signature', () => {
    const base = {
      ...awsExample,
      method: 'PUT',
      protocol: 'https:',
      host: 'examplebucket.s3.amazonaws.com',
      path: '/up.png',
      expiresInSeconds: 900,
    };
    const png = new URL(
      presignV4({ ...base, headers: { 'Content-Type': 'image/png', 'Content-Length': '10' } }),
    );
    const jpeg = new URL(
      presignV4({ ...base, headers: { 'Content-Type': 'image/jpeg', 'Content-Length': '10' } }),
    );
    expect(png.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(png.searchParams.get('X-Amz-Signature')).not.toBe(jpeg.searchParams.get('X-Amz-Signature'));
  });

  it('refuses expiries S3 would not accept', () => {
    const request = { ...awsExample, method: 'GET', protocol: 'https:', host: 'h', path: '/k', headers: {} };
    expect(() => presignV4({ ...request, expiresInSeconds: 0 })).toThrow(RangeError);
    expect(() => presignV4({ ...request, expiresInSeconds: 7 * 24 * 3600 + 1 })).toThrow(RangeError);
  });

  it('formats dates and encodes like SigV4', () => {
    expect(amzDate(new Date('2026-11-22T06:07:08.123Z'))).toBe('20261122T060708Z');
    expect(sigV4Encode("a b!'()*~")).toBe('a%20b%21%27%28%29%2A~');
  });
});
