// `text-to-image "<prompt>" --out <file>`: one image from a prompt, saved where asked. Studio
// jobs belong to a project: without --project, the account's "media-platform CLI" project is
// used (made on first use), so repeated calls do not fill the account with projects.
import { dirname, extname, join } from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { MediaPlatform } from '../node.ts';
import { download } from './files.ts';
import type { Progress } from './progress.ts';

const CLI_PROJECT = 'media-platform CLI';

export interface TextToImageOptions {
  prompt: string;
  out: string;
  model?: string;
  project?: string;
}

export async function textToImage(client: MediaPlatform, options: TextToImageOptions, progress: Progress) {
  const projectId = options.project ?? (await cliProject(client));
  const job = await client.studio.textToImage.create(projectId, {
    prompt: options.prompt,
    model_name: (options.model ?? 'zephyr_t2i') as 'zephyr_t2i',
  });
  const done = await client.wait(job, {
    onProgress: (now) => progress.set('text to image', null, now.status),
  });
  const files: string[] = [];
  for (const [index, image] of done.images.entries()) {
    if (!image.file) continue;
    const path = index === 0 ? options.out : numbered(options.out, index + 1);
    await mkdir(dirname(path), { recursive: true });
    await download(image.file, path);
    files.push(path);
  }
  return { job: done.id, cost_credits: done.cost_credits, files };
}

async function cliProject(client: MediaPlatform): Promise<string> {
  for await (const project of client.studio.projects.list())
    if (project.name === CLI_PROJECT) return project.id;
  return (await client.studio.projects.create({ name: CLI_PROJECT })).id;
}

/** `out.png` → `out-2.png` for the second image of a job. */
function numbered(path: string, n: number): string {
  const extension = extname(path);
  return join(
    dirname(path),
    `${path.slice(dirname(path).length + 1, path.length - extension.length)}-${n}${extension}`,
  );
}
