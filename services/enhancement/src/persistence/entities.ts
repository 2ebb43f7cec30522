// MikroORM mapping of the enhancement schema. Tables, identity ids and constraints come from the
// hand-written migrations beside this file.
import { defineEntity, p } from '@mikro-orm/postgresql';
import { OutboxMessage, ProcessedMessage } from '@platform/bus';

export const ENHANCEMENT_SCHEMA = 'enhancement';

export const InputVideoEntity = defineEntity({
  name: 'InputVideo',
  tableName: 'input_videos',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    accountId: p.bigint('string'),
    ownerEmail: p.text(),
    name: p.text(),
    fileKey: p.text(),
    thumbnailKey: p.text().nullable(),
    lastFrameKey: p.text().nullable(),
    contentType: p.text(),
    externalUrl: p.text().nullable(),
    width: p.integer(),
    height: p.integer(),
    nFrames: p.integer(),
    framerate: p.double(),
    durationS: p.double(),
    size: p.bigint('number'),
    bitrate: p.bigint('number').nullable(),
    codecId: p.text().nullable(),
    bitDepth: p.integer().nullable(),
    chromaSubsampling: p.text().nullable(),
    colorSpace: p.text().nullable(),
    hasAudio: p.boolean(),
    createdAt: p.datetime(),
  },
});

export const enhancementEntities = [InputVideoEntity, OutboxMessage, ProcessedMessage];
