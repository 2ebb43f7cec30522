import { describe, expect, it } from 'vitest';
import { AccountKeys } from '@platform/storage';
import { TEST_STORAGE_KEY_SECRET } from '@platform/testkit';
import { AssetKeys } from './asset-keys.ts';

const accounts = new AccountKeys(TEST_STORAGE_KEY_SECRET);
const keys = new AssetKeys(accounts, 'studio');
const UPLOAD = '0b7d5f3e-4c2a-4f1e-9a6b-2d8c7e5f1a3b';

describe('asset keys', () => {
  it('puts every file in the account folder under the service, never under the plain id', () => {
    const folder = accounts.prefix('42');
    expect(keys.assetFile('42', 'image', 'a1', 'png')).toBe(`${folder}studio/images/a1/original.png`);
    expect(keys.assetStill('42', 'video', 'v1', 'last-frame')).toBe(
      `${folder}studio/videos/v1/last-frame.jpg`,
    );
    expect(keys.assetFile('42', 'audio', 'm1', 'mp3')).toBe(`${folder}studio/audio/m1/original.mp3`);
    expect(keys.staging('42', UPLOAD)).toBe(`${folder}studio/staging/${UPLOAD}`);
    expect(keys.jobOutputPrefix('42', 'j1')).toBe(`${folder}studio/jobs/${accounts.opaque('job', 'j1')}/`);
    expect(keys.assetFile('42', 'image', 'a1', 'png')).not.toContain('/42/');
  });

  it('keeps each service in its own folder, with folder names a service may choose', () => {
    const other = new AssetKeys(accounts, 'enhancement', { video: 'inputs' });
    expect(other.assetFile('42', 'video', 'v1', 'mp4')).toBe(
      `${accounts.prefix('42')}enhancement/inputs/v1/original.mp4`,
    );
    expect(other.isStagingKeyOf('42', keys.staging('42', UPLOAD))).toBe(false);
    expect(other.jobOutputPrefix('42', 'j1')).not.toBe(keys.jobOutputPrefix('42', 'j1'));
  });

  it("names a job's output folder without the job id: its files reach share pages", () => {
    const jobId = '01a202eb-a620-77f8-a502-18d6e96629dc';
    const prefix = keys.jobOutputPrefix('42', jobId);
    expect(prefix).not.toContain(jobId);
    expect(prefix).toMatch(/\/studio\/jobs\/[0-9a-f]{32}\/$/);
    expect(keys.jobOutputPrefix('42', jobId)).toBe(prefix);
    expect(keys.jobOutputPrefix('42', '01a202eb-a620-77f8-a502-18d6e96629dd')).not.toBe(prefix);
  });

  it('accepts only this account’s staging keys with an upload id', () => {
    expect(keys.isStagingKeyOf('42', keys.staging('42', UPLOAD))).toBe(true);
    expect(keys.isStagingKeyOf('42', keys.staging('43', UPLOAD))).toBe(false);
    expect(keys.isStagingKeyOf('4', keys.staging('42', UPLOAD))).toBe(false);
    expect(keys.isStagingKeyOf('42', `accounts/42/studio/staging/${UPLOAD}`)).toBe(false);
    expect(keys.isStagingKeyOf('42', keys.staging('42', 'not-a-uuid'))).toBe(false);
    expect(keys.isStagingKeyOf('42', `${keys.staging('42', UPLOAD)}/../x`)).toBe(false);
  });
});
