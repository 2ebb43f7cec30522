// MikroORM mapping of the webhooks schema (the repositories use SQL; the tables and the
// constraints that carry the guarantees are made by the hand-written migrations beside this file).
import { defineEntity, p } from '@mikro-orm/postgresql';

export const WEBHOOKS_SCHEMA = 'webhooks';

export const EndpointEntity = defineEntity({
  name: 'Endpoint',
  tableName: 'endpoints',
  properties: {
    id: p.uuid().primary(),
    accountId: p.bigint('string'),
    url: p.text(),
    events: p.array(),
    isActive: p.boolean(),
    secret: p.text(),
    disabledReason: p.text().nullable(),
    jobId: p.uuid().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export const webhooksEntities = [EndpointEntity];
