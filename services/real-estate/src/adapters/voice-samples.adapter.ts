// The voice preview samples committed beside the service (media/voices/, made by
// scripts/render-voice-samples.ts).
import { readFile } from 'node:fs/promises';
import type { SampleSource } from '../domain/voices.service.ts';

export const committedVoiceSamples: SampleSource = {
  read: (fileName) => readFile(new URL(`../../media/voices/${fileName}`, import.meta.url)),
};
