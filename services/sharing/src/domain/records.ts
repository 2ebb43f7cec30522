// Share links as the domain sees them. Account ids are int64 decimal strings (JavaScript numbers
// lose precision above 2^53); asset ids are the studio's UUIDs.

/** The only permission a link grants: watching the one video it points at. */
export const VIEW_PERMISSION = 'view';

/** The service that owns a link's video asset; owner calls name it, an empty one meaning studio. */
export const SHARE_SOURCES = ['studio', 'real_estate'] as const;
export type ShareSource = (typeof SHARE_SOURCES)[number];

export interface ShareLinkRecord {
  id: string;
  /** The public capability: whoever holds it can watch the video until it is revoked or expires. */
  token: string;
  accountId: string;
  assetId: string;
  permission: typeof VIEW_PERMISSION;
  expiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Set when the owner revoked the link, or when an expired link was replaced by a new one. */
  revokedAt: Date | null;
  /**
   * Names the folder of the link's own copy of the video (`shared/<tag>/`): 128 random bits, so
   * the media URLs of a share reveal nothing of the owner and no two shares can be linked. Null
   * for links made before copies existed; those no longer resolve.
   */
  mediaTag: string | null;
  source: ShareSource;
}

export interface SharingStateView {
  assetId: string;
  /** The active link, or null when there is none (never shared, revoked or expired). */
  link: ShareLinkRecord | null;
}

/**
 * What the public page may show: the video and its poster, nothing about the owner: no name (an
 * asset's name is often its original file name), no ids, and URLs of the link's own copy.
 */
export interface SharedVideoView {
  fileUrl: string;
  thumbnailUrl: string | null;
  width: number;
  height: number;
  durationS: number;
  expiresAt: Date | null;
}

/** The link's copy of a video, as the studio answers it; URLs are fresh and short-lived. */
export interface SharedVideoFiles {
  fileUrl: string;
  thumbnailUrl: string | null;
  width: number;
  height: number;
  durationS: number;
}

/** A video asset as sharing needs it: whose it is was checked by the lookup itself. */
export interface VideoAssetView {
  id: string;
  /** False while the upload or the job that makes it is not complete. */
  finished: boolean;
}

/** Active = neither revoked nor past its expiry at `now`. */
export const isActive = (link: ShareLinkRecord, now: Date): boolean =>
  link.revokedAt === null && (link.expiresAt === null || link.expiresAt.getTime() > now.getTime());
