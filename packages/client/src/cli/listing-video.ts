// `listing-video <folder>`: a finished listing video from a folder of photos, in the order the
// API needs: the project, the photos uploaded and made shots, a moving clip of each shot, the
// agent, the script and its voiceover, then one render per format, each saved with its WebVTT.
import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { JobFailedError } from '../errors.ts';
import type { MediaPlatform } from '../node.ts';
import { addCredits } from '../credits.ts';
import { download, photosIn, slug } from './files.ts';
import type { Progress } from './progress.ts';

export interface ListingOptions {
  folder: string;
  address: string;
  price?: string;
  name?: string;
  suburb?: string;
  state?: string;
  bedrooms?: number;
  bathrooms?: number;
  parking?: number;
  /** An agent's id, or a new agent's "First Last". */
  agent?: string;
  agentEmail?: string;
  agentPhone?: string;
  agentPhoto?: string;
  voice?: string;
  formats: ('16:9' | '9:16' | '1:1' | '4:5')[];
  durationS?: number;
  model?: string;
  out: string;
}

export interface ListingResult {
  project: string;
  videos: { format: string; video: string; captions: string | null; duration_s: number | null }[];
  cost_credits: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listingVideo(
  client: MediaPlatform,
  options: ListingOptions,
  progress: Progress,
): Promise<ListingResult> {
  const photos = await photosIn(options.folder);
  if (photos.length === 0) throw new Error(`no photos (JPEG, PNG, WebP, HEIC …) in ${options.folder}`);
  const costs: string[] = [];
  progress.say(`Listing "${options.address}": ${photos.length} photos`);
  const voice = options.voice ?? (await firstEnglishVoice(client));
  const project = await client.realEstate.projects.create({
    name: options.name ?? options.address,
    street_address: options.address,
    ...(options.suburb ? { suburb: options.suburb } : {}),
    ...(options.state ? { state: options.state } : {}),
    ...(options.price ? { price_display: options.price } : {}),
    ...(options.bedrooms !== undefined ? { num_bedrooms: options.bedrooms } : {}),
    ...(options.bathrooms !== undefined ? { num_bathrooms: options.bathrooms } : {}),
    ...(options.parking !== undefined ? { num_car_parking_spots: options.parking } : {}),
    speaker_voice: voice,
    is_voiceover_enabled: true,
    is_captions_enabled: true,
    video_format: options.formats[0]!,
  });

  const shots = [];
  for (const [index, photo] of photos.entries()) {
    const label = `photo ${index + 1}/${photos.length}`;
    const image = await client.realEstate.images.upload(project.id, photo, {
      onProgress: ({ loaded, total }) => progress.set(label, total ? loaded / total : 1, basename(photo)),
    });
    shots.push(await client.realEstate.shots.create(project.id, { image: image.id }));
  }

  progress.say('Moving clips of each shot');
  const clips = await Promise.all(
    shots.map(async (shot, index) => {
      const label = `shot ${index + 1}/${shots.length}`;
      const job = await client.realEstate.shotVideoJobs.create(
        project.id,
        shot.id,
        options.model ? { model_name: options.model as 'hexal_fast_i2v' } : {},
      );
      costs.push(job.cost_credits);
      try {
        return await client.wait(job, {
          onProgress: (now) => progress.set(label, fraction(now), now.status),
        });
      } catch (err) {
        if (err instanceof JobFailedError)
          throw new Error(`the clip of ${basename(photos[index]!)}: ${err.message}`, { cause: err });
        throw err;
      }
    }),
  );
  clips.forEach((clip, index) => progress.set(`shot ${index + 1}/${shots.length}`, 1, clip.status));

  if (options.agent) {
    const agentId = UUID.test(options.agent) ? options.agent : await newAgent(client, options);
    await client.realEstate.projects.applyAgent(project.id, { agent: agentId });
  }

  progress.say('Script and voiceover');
  await client.realEstate.projects.writeScript(project.id);
  const voiceover = await client.realEstate.voiceoverJobs.create(project.id, {});
  costs.push(voiceover.cost_credits);
  await client.wait(voiceover, { onProgress: (now) => progress.set('voiceover', fraction(now), now.status) });

  progress.say(`Rendering ${options.formats.join(' and ')}`);
  await mkdir(options.out, { recursive: true });
  const base = slug(options.name ?? options.address);
  const videos = await Promise.all(
    options.formats.map(async (format) => {
      const label = `render ${format}`;
      const job = await client.realEstate.renderJobs.create(project.id, {
        video_format: format,
        ...(options.durationS ? { target_duration_s: options.durationS } : {}),
      });
      costs.push(job.cost_credits);
      const done = await client.wait(job, {
        onProgress: (now) => progress.set(label, fraction(now), now.status),
      });
      if (!done.video?.file) throw new Error(`the ${format} render completed without a video file`);
      const name = `${base}-${format.replace(':', 'x')}`;
      const video = join(options.out, `${name}.mp4`);
      await download(done.video.file, video);
      let captions: string | null = null;
      if (done.captions?.file) {
        captions = join(options.out, `${name}.vtt`);
        await download(done.captions.file, captions);
      }
      return { format, video, captions, duration_s: done.video.duration_s ?? null };
    }),
  );
  return { project: project.id, videos, cost_credits: addCredits(costs) };
}

/** The narrator when none is named: the catalogue's first English voice (its first at all else). */
async function firstEnglishVoice(client: MediaPlatform): Promise<string> {
  let first: string | undefined;
  for await (const voice of client.realEstate.voices.list()) {
    first ??= voice.id;
    if (voice.language_code.startsWith('en')) return voice.id;
  }
  if (!first) throw new Error('the voice catalogue is empty: pass --voice');
  return first;
}

async function newAgent(client: MediaPlatform, options: ListingOptions): Promise<string> {
  const [first = '', ...rest] = (options.agent ?? '').trim().split(/\s+/);
  const agent = await client.realEstate.agents.create({
    first_name: first,
    last_name: rest.join(' '),
    ...(options.agentEmail ? { contact_email: options.agentEmail } : {}),
    ...(options.agentPhone ? { contact_number: options.agentPhone } : {}),
  });
  if (options.agentPhoto)
    await client.realEstate.agents.setProfilePhoto(agent.id, { file: options.agentPhoto });
  return agent.id;
}

/** How far a job is, 0..1 (null while queued). */
function fraction(job: { status: string; progress?: number }): number | null {
  if (job.status === 'completed') return 1;
  if (job.status === 'queued') return null;
  return typeof job.progress === 'number' ? job.progress / 100 : null;
}
