// The built-in music library: every catalogued track is a real, loopable piece of music at a
// usable level (not silence, not a steady test tone), in a mood of its own.
import { join } from 'node:path';
import { ffmpegRunnerFromEnv, probeAudio } from '@platform/media';
import { describe, expect, it } from 'vitest';
import { MUSIC_DIR, musicCatalogue, musicTrackPath } from './music.library.ts';
import { loudness } from './render.test-support.ts';

const runner = ffmpegRunnerFromEnv();

describe('music library', () => {
  it('has at least four tracks of different moods', async () => {
    const tracks = await musicCatalogue();
    expect(tracks.length).toBeGreaterThanOrEqual(4);
    expect(new Set(tracks.map((t) => t.mood)).size).toBe(tracks.length);
  });

  it('holds real music: catalogued length, audible level, changing loudness', async () => {
    for (const track of await musicCatalogue()) {
      const path = join(MUSIC_DIR, track.file);
      const facts = await probeAudio(runner, path);
      expect(facts.codec_id).toBe('aac');
      expect(facts.channels).toBe(2);
      expect(Math.abs(facts.duration_s - track.duration_s)).toBeLessThan(0.1);
      expect(facts.file_size).toBeLessThan(400 * 1024);
      // The catalogue's AudioAsset fields (what `music/` shows) are the file's own.
      expect([track.file_size, track.sample_rate, track.channels]).toEqual([
        facts.file_size,
        facts.sample_rate,
        facts.channels,
      ]);
      expect(track.asset_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      const level = await loudness(path);
      expect(level.integrated, track.id).toBeGreaterThan(-28);
      expect(level.integrated, track.id).toBeLessThan(-10);
      expect(level.range, track.id).toBeGreaterThan(0.5);
    }
  }, 120_000);

  it('resolves tracks by id and refuses unknown ones', async () => {
    expect(await musicTrackPath('evening-calm')).toBe(join(MUSIC_DIR, 'evening-calm.m4a'));
    await expect(musicTrackPath('nope')).rejects.toMatchObject({ code: 'invalid_input' });
  });
});
