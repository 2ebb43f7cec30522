// The rules of share links. One open link per asset; the asset must be the caller's (asked of
// the service that owns it (studio or real estate, the call's `source`) on every owner call, so
// another account's asset is simply "not found") and, for a
// new link, finished. A public lookup answers not found for every failure alike (also for a
// disabled owner), so a visitor learns nothing about tokens that do not work. Each link plays
// its own copy of the video (`mediaTag`), made with the link and removed with it, so its media
// URLs reveal nothing of the owner and a revoke ends URLs already handed out.
import { notFound, validationError } from '@platform/errors';
import type {
  Accounts,
  Clock,
  IdGenerator,
  RandomSource,
  Repositories,
  SharingStore,
  VideoAssets,
} from './ports.ts';
import {
  VIEW_PERMISSION,
  isActive,
  type ShareLinkRecord,
  type SharedVideoView,
  type ShareSource,
  type SharingStateView,
  type VideoAssetView,
} from './records.ts';
import { generateShareToken, isShareTokenFormat } from './share-token.ts';
import { parseExpiry, requireAccountId, requireAssetId, requireSource } from './validation.ts';

export const ONLY_FINISHED_VIDEOS = 'Only finished videos can be shared.';

export interface CreatedLink {
  state: SharingStateView;
  /** False when the active link was kept (same token) and only its expiry was set. */
  created: boolean;
}

export interface SharingServiceDeps {
  store: SharingStore;
  /** The video assets of each owning service. */
  assets: Record<ShareSource, VideoAssets>;
  accounts: Accounts;
  clock: Clock;
  random: RandomSource;
  ids: IdGenerator;
}

const newMediaTag = (random: RandomSource): string => random.bytes(16).toString('hex');

export class SharingService {
  private readonly store: SharingStore;
  private readonly assets: Record<ShareSource, VideoAssets>;
  private readonly accounts: Accounts;
  private readonly clock: Clock;
  private readonly random: RandomSource;
  private readonly ids: IdGenerator;

  constructor(deps: SharingServiceDeps) {
    this.store = deps.store;
    this.assets = deps.assets;
    this.accounts = deps.accounts;
    this.clock = deps.clock;
    this.random = deps.random;
    this.ids = deps.ids;
  }

  async get(accountIdInput: string, assetIdInput: string, sourceInput = ''): Promise<SharingStateView> {
    const accountId = requireAccountId(accountIdInput);
    const assetId = requireAssetId(assetIdInput);
    const source = requireSource(sourceInput);
    const [asset, open] = await Promise.all([
      this.assets[source].find(accountId, assetId),
      this.store.read('GetSharing', (repositories) => repositories.links.findOpen(source, assetId)),
    ]);
    if (!asset) throw notFound();
    const link = open && open.accountId === accountId && isActive(open, this.clock.now()) ? open : null;
    return { assetId, link };
  }

  /**
   * Creates the asset's link, or keeps the active one: its token stays (links already handed out
   * keep working) and its expiry becomes the requested one. A new token needs DELETE, then POST.
   */
  async create(
    accountIdInput: string,
    assetIdInput: string,
    expiresAtInput: string,
    sourceInput = '',
  ): Promise<CreatedLink> {
    const accountId = requireAccountId(accountIdInput);
    const assetId = requireAssetId(assetIdInput);
    const source = requireSource(sourceInput);
    const expiresAt = parseExpiry(expiresAtInput, this.clock.now());
    const assets = this.assets[source];
    await this.requireShareable(assets, accountId, assetId);
    // Copies made in this call: removed again unless the link that names one is committed.
    const published: string[] = [];
    let committed: CreatedLink | undefined;
    try {
      committed = await this.store.transaction('CreateLink', async (repositories) => {
        // A concurrent create of the same asset can win the insert; the second pass then finds
        // (and locks) its link and treats it like one that already existed.
        for (let attempt = 0; attempt < 2; attempt++) {
          const result = await this.createOrKeep(
            repositories,
            source,
            accountId,
            assetId,
            expiresAt,
            published,
          );
          if (result) return result;
        }
        throw new Error(`share link of asset ${assetId} changed twice during one create`);
      });
      return committed;
    } finally {
      const kept = committed?.created ? committed.state.link?.mediaTag : undefined;
      for (const tag of published) if (tag !== kept) await assets.unpublish(tag).catch(() => undefined);
    }
  }

  /** Ends the active link. Nothing to revoke is fine; an asset that is not the caller's is not found. */
  async revoke(
    accountIdInput: string,
    assetIdInput: string,
    sourceInput = '',
  ): Promise<{ revoked: boolean }> {
    const accountId = requireAccountId(accountIdInput);
    const assetId = requireAssetId(assetIdInput);
    const source = requireSource(sourceInput);
    const assets = this.assets[source];
    // The link row itself proves ownership. Its copy goes first, inside the transaction: when
    // the studio cannot remove it, the revoke fails (503, retry) instead of leaving a copy that
    // URLs already handed out could still play.
    const revoked = await this.store.transaction('RevokeLink', async ({ links }) => {
      const open = await links.findOpen(source, assetId, { lock: true });
      if (!open || open.accountId !== accountId) return false;
      if (open.mediaTag) await assets.unpublish(open.mediaTag);
      await links.revoke(open.id, this.clock.now());
      return true;
    });
    if (!revoked && !(await assets.find(accountId, assetId))) throw notFound();
    return { revoked };
  }

  /** The public view of a token's video, with fresh pre-signed URLs. */
  async resolve(token: string): Promise<SharedVideoView> {
    if (!isShareTokenFormat(token)) throw notFound();
    const link = await this.store.read('ResolveToken', ({ links }) => links.findByToken(token));
    if (!link || !isActive(link, this.clock.now()) || !link.mediaTag) throw notFound();
    // A disabled owner's pages are gone while it stays disabled, and back when it is enabled.
    if (!(await this.accounts.isActive(link.accountId))) throw notFound();
    // A deleted asset, or a copy that is gone, is not shareable any more.
    const files = await this.assets[link.source].shared(link.accountId, link.assetId, link.mediaTag);
    if (!files) throw notFound();
    return { ...files, expiresAt: link.expiresAt };
  }

  private async requireShareable(
    assets: VideoAssets,
    accountId: string,
    assetId: string,
  ): Promise<VideoAssetView> {
    const asset = await assets.find(accountId, assetId);
    if (!asset) throw notFound();
    if (!asset.finished) throw validationError(ONLY_FINISHED_VIDEOS);
    return asset;
  }

  /** One pass of create; null when a concurrent create inserted first. */
  private async createOrKeep(
    { links }: Repositories,
    source: ShareSource,
    accountId: string,
    assetId: string,
    expiresAt: Date | null,
    published: string[],
  ): Promise<CreatedLink | null> {
    const now = this.clock.now();
    const assets = this.assets[source];
    const open = await links.findOpen(source, assetId, { lock: true });
    // Asset ids are unique across accounts and the studio confirmed this one is the caller's.
    if (open && open.accountId !== accountId) throw notFound();
    if (open && isActive(open, now)) {
      if (open.expiresAt?.getTime() === expiresAt?.getTime())
        return { state: { assetId, link: open }, created: false };
      await links.setExpiry(open.id, expiresAt, now);
      return { state: { assetId, link: { ...open, expiresAt, updatedAt: now } }, created: false };
    }
    // An expired link is closed (with its copy), so the asset keeps at most one open link.
    if (open) {
      if (open.mediaTag) await assets.unpublish(open.mediaTag);
      await links.revoke(open.id, now);
    }
    const mediaTag = newMediaTag(this.random);
    published.push(mediaTag);
    await assets.publish(accountId, assetId, mediaTag);
    const link: ShareLinkRecord = {
      id: this.ids.newId(),
      token: generateShareToken(this.random),
      accountId,
      assetId,
      permission: VIEW_PERMISSION,
      expiresAt,
      createdAt: now,
      updatedAt: now,
      revokedAt: null,
      mediaTag,
      source,
    };
    if (!(await links.insertIfNoneOpen(link))) return null;
    return { state: { assetId, link }, created: true };
  }
}
