// The voiceover script (`POST projects/{id}/script/`): the project's `ai_generated_text` written
// from its property data and its shots' descriptions, planned with the video's timeline: one line
// per segment (the intro card, each shot in order, the outro card), each paced to its segment
// (about 2.5 spoken words a second). The writer is a port: the built-in deterministic writer of
// @platform/listing, or a language-model provider plugged in the same way.
import { isUuid, notFound } from '@platform/errors';
import {
  roomsDescribed,
  type LandSizeUnit,
  type ListingFacts,
  type ScriptRequest,
  type ShotNote,
} from '@platform/listing';
import type { Clock, RealEstateStore, Repositories } from './ports.ts';
import type { ProjectSettings } from './project-settings.ts';
import type { ProjectRecord, ShotRecord } from './records.ts';
import { shotDurations } from './shot-settings.ts';

export interface ScriptWriter {
  write(request: ScriptRequest): Promise<string>;
}

/**
 * Each shot's stored description (image to text), in the order given; null when it has none.
 * The one place a stored description reaches the script writer.
 */
export interface ShotDescriptions {
  of(repos: Repositories, shots: readonly ShotRecord[]): Promise<(string | null)[]>;
}

/** The description text each shot stored when its image-to-text job completed (null: none yet). */
export const storedShotDescriptions: ShotDescriptions = {
  of: async (_repos, shots) => shots.map((shot) => shot.descriptionText),
};

/** "12 Ocean Dr, Bondi NSW": the street, then the suburb (or city) and state. */
export function listingAddress(
  s: Pick<ProjectSettings, 'street_address' | 'suburb' | 'city_name' | 'state'>,
): string {
  const locality = [s.suburb.trim() || s.city_name.trim(), s.state.trim()].filter(Boolean).join(' ');
  return [s.street_address.trim(), locality].filter(Boolean).join(', ');
}

export function listingFacts(s: ProjectSettings): ListingFacts {
  return {
    address: listingAddress(s),
    realEstateType: s.real_estate_type,
    bedrooms: s.num_bedrooms,
    bathrooms: s.num_bathrooms,
    parkingSpaces: s.num_car_parking_spots,
    landSize: s.land_size_value === null ? null : String(s.land_size_value),
    landSizeUnit: s.land_size_unit as LandSizeUnit,
    price: s.price_display,
    additionalInfo: s.additional_information,
  };
}

/** A photo's name says what it shows often enough ("kitchen.jpg", "Living room"). */
export const nameAsDescription = (name: string): string =>
  name
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .replace(/[_-]+/g, ' ')
    .trim();

/**
 * The client's own words about a shot: its animation prompt when it names a room ("slow pan
 * across the kitchen island"); a prompt that only directs the camera ("slow dolly in, cinematic")
 * says nothing of what the shot shows.
 */
export function clientWords(animationPrompt: string | null | undefined): string | null {
  const text = (animationPrompt ?? '').replace(/\s+/g, ' ').trim();
  return text && roomsDescribed(text).length > 0 ? text : null;
}

/**
 * What a shot shows, as the script writer reads it: the client's words, the completed image-to-text
 * description, then the photo's name, most trusted first, so a room named in any of them counts
 * (the built-in image describer names no room: "A bright indoor scene..." with the photo "Kitchen"
 * is the kitchen). Null when none is known.
 */
export function shotDescription(parts: {
  client?: string | null;
  described?: string | null;
  imageName?: string | null;
}): string | null {
  const sentence = (text: string | null | undefined) => {
    const clean = (text ?? '').replace(/\s+/g, ' ').trim();
    return clean && !/[.!?]$/.test(clean) ? `${clean}.` : clean;
  };
  const name = parts.imageName ? nameAsDescription(parts.imageName) : '';
  const joined = [sentence(parts.client), sentence(parts.described), name ? `Photo: ${sentence(name)}` : '']
    .filter(Boolean)
    .join(' ');
  return joined || null;
}

export class ScriptService {
  readonly #store: RealEstateStore;
  readonly #clock: Clock;
  readonly #writer: ScriptWriter;
  readonly #descriptions: ShotDescriptions;

  constructor(deps: {
    store: RealEstateStore;
    clock: Clock;
    writer: ScriptWriter;
    descriptions: ShotDescriptions;
  }) {
    this.#store = deps.store;
    this.#clock = deps.clock;
    this.#writer = deps.writer;
    this.#descriptions = deps.descriptions;
  }

  async write(accountId: string, projectId: string): Promise<ProjectRecord> {
    if (!isUuid(projectId)) throw notFound();
    const request = await this.#store.read('script.read', async (repos) => {
      const project = await repos.projects.find(accountId, projectId);
      if (!project) return null;
      return {
        project,
        request: {
          facts: listingFacts(project.settings),
          shots: await this.#notes(repos, projectId),
          durationS: project.stats.durationS,
        },
      };
    });
    if (!request) throw notFound();
    // A provider may take a while: the project is not locked meanwhile; the text is written after.
    const text = (await this.#writer.write(request.request)).slice(0, 20_000);
    return this.#store.transaction('script.write', async (repos) => {
      const project = await repos.projects.find(accountId, projectId, { lock: true });
      if (!project) throw notFound();
      await repos.projects.update(
        projectId,
        { ...project.settings, ai_generated_text: text },
        this.#clock.now(),
      );
      return (await repos.projects.find(accountId, projectId))!;
    });
  }

  /** The shots in order: what each shows (shotDescription) and how long it is on screen. */
  async #notes(repos: Repositories, projectId: string): Promise<ShotNote[]> {
    const shots = await repos.shots.all(projectId);
    const described = await this.#descriptions.of(repos, shots);
    const ids = (pick: (shot: ShotRecord) => string | null) => [
      ...new Set(shots.map(pick).filter((id): id is string => id !== null)),
    ];
    const images = new Map(
      (
        await repos.assets.findMany(
          'image',
          ids((shot) => shot.imageAssetId),
        )
      ).map((asset) => [asset.id, asset]),
    );
    const videos = new Map(
      (
        await repos.assets.findMany(
          'video',
          ids((shot) => shot.settings.selected_video),
        )
      ).map((asset) => [asset.id, asset]),
    );
    return shots.map((shot, index) => {
      const image = shot.imageAssetId ? images.get(shot.imageAssetId) : undefined;
      const video = shot.settings.selected_video ? videos.get(shot.settings.selected_video) : undefined;
      return {
        description: shotDescription({
          client: clientWords(shot.animationPrompt?.text),
          described: described[index],
          imageName: image?.name,
        }),
        durationS: shotDurations(shot.settings, video?.video?.durationS ?? null).final,
      };
    });
  }
}
