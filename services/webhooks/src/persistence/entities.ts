// Webhooks' statements are all explicit SQL: its ORM knows no entity (the tables' shapes are
// their definitions in tables.ts; docs/decisions.md, "One source for each table's shape").
export const WEBHOOKS_SCHEMA = 'webhooks';

export const webhooksEntities = [];
