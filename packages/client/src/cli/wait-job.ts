// `jobs wait <id>`: follows any job to its end. An enhancement job's id is a number; the other
// kinds are read under their project (and a shot video under its shot), so the command tries
// the reads that the given ids allow, in turn, until one knows the job.
import type { MediaPlatform } from '../node.ts';
import { NotFoundError } from '../errors.ts';
import type { Progress } from './progress.ts';

export interface WaitJobOptions {
  id: string;
  project?: string;
  shot?: string;
  kind?: string;
  timeoutMs?: number;
}

type Reader = { kind: string; read: () => Promise<object> };

function readers(client: MediaPlatform, { id, project, shot }: WaitJobOptions): Reader[] {
  const found: Reader[] = [];
  if (/^\d+$/.test(id))
    found.push({ kind: 'enhancement', read: () => client.enhancement.jobs.retrieve(Number(id)) });
  if (project && shot) {
    found.push({
      kind: 'shot_video',
      read: () => client.realEstate.shotVideoJobs.retrieve(project, shot, id),
    });
  }
  if (project) {
    found.push(
      { kind: 'render', read: () => client.realEstate.renderJobs.retrieve(project, id) },
      { kind: 'voiceover', read: () => client.realEstate.voiceoverJobs.retrieve(project, id) },
      { kind: 'text_to_image', read: () => client.studio.textToImage.retrieve(project, id) },
      { kind: 'image_to_video', read: () => client.studio.imageToVideo.retrieve(project, id) },
    );
  }
  found.push({ kind: 'image_to_text', read: () => client.studio.imageToText.retrieve(id) });
  return found;
}

export async function waitForJob(client: MediaPlatform, options: WaitJobOptions, progress: Progress) {
  const candidates = readers(client, options).filter(
    (reader) => !options.kind || reader.kind === options.kind,
  );
  for (const { kind, read } of candidates) {
    let job: object;
    try {
      job = await read();
    } catch (err) {
      if (err instanceof NotFoundError) continue;
      throw err;
    }
    return client.wait(job, {
      timeoutMs: options.timeoutMs,
      onProgress: (now) => {
        const { status, progress: percent } = now as { status?: string; progress?: number };
        progress.set(
          `${kind} ${options.id.slice(0, 8)}`,
          typeof percent === 'number' ? percent / 100 : null,
          status,
        );
      },
    });
  }
  const hint = options.project ? '' : ' (a job of a project needs --project, a shot video also --shot)';
  throw new Error(`no job ${options.id} found${hint}`);
}
