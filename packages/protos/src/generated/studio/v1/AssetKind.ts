// Original file: studio/v1/studio.proto

export const AssetKind = {
  ASSET_KIND_UNSPECIFIED: 'ASSET_KIND_UNSPECIFIED',
  ASSET_KIND_IMAGE: 'ASSET_KIND_IMAGE',
  ASSET_KIND_VIDEO: 'ASSET_KIND_VIDEO',
} as const;

export type AssetKind =
  | 'ASSET_KIND_UNSPECIFIED'
  | 0
  | 'ASSET_KIND_IMAGE'
  | 1
  | 'ASSET_KIND_VIDEO'
  | 2

export type AssetKind__Output = typeof AssetKind[keyof typeof AssetKind]
