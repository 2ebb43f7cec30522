// Quotes a job: cost and time, from the same plan job creation uses. Creates and reserves nothing.
import { notFound } from '@platform/errors';
import { planEnhancement, type EnhancementPlan } from './enhancement-plan.ts';
import type { EnhancementCatalogue } from './ml-model-catalogue.ts';
import type { EnhancementStore } from './ports.ts';
import { estimateSeconds, quoteCost } from './pricing.ts';
import type { InputVideoRecord } from './records.ts';
import { checkSettings, type Settings, type SettingsInput } from './settings.ts';

export interface Quote {
  costUsd: string;
  etaS: number;
  plan: EnhancementPlan;
  settings: Settings;
  input: InputVideoRecord;
}

export class EstimateService {
  readonly #store: EnhancementStore;
  readonly #catalogue: EnhancementCatalogue;

  constructor(deps: { store: EnhancementStore; catalogue: EnhancementCatalogue }) {
    this.#store = deps.store;
    this.#catalogue = deps.catalogue;
  }

  async quote(accountId: string, input: SettingsInput): Promise<Quote> {
    const settings = checkSettings(input);
    const video = await this.#store.read('input-videos.find', (repos) =>
      repos.inputVideos.findOwned(accountId, settings.inputVideoId),
    );
    if (!video) throw notFound();
    const plan = planEnhancement(settings, this.#catalogue, video);
    return {
      costUsd: quoteCost(plan, settings, this.#catalogue).format(4),
      etaS: estimateSeconds(plan, settings, video),
      plan,
      settings,
      input: video,
    };
  }
}
