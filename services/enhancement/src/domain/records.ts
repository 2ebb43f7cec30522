// What the domain reads and writes, independent of the ORM.

export interface InputVideoRecord {
  id: number;
  accountId: string;
  ownerEmail: string;
  name: string;
  fileKey: string;
  thumbnailKey: string | null;
  lastFrameKey: string | null;
  contentType: string;
  externalUrl: string | null;
  width: number;
  height: number;
  nFrames: number;
  framerate: number;
  durationS: number;
  size: number;
  bitrate: number | null;
  codecId: string | null;
  bitDepth: number | null;
  chromaSubsampling: string | null;
  colorSpace: string | null;
  hasAudio: boolean;
  createdAt: Date;
}

export type NewInputVideo = Omit<InputVideoRecord, 'id'>;

export interface Page {
  limit: number;
  offset: number;
}

export interface Slice<T> {
  count: number;
  results: T[];
}
