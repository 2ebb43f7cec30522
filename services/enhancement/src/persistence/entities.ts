// The entities enhancement's ORM knows: input videos (read and written through `em`) and the
// bus's. Each comes from its table's definition in tables.ts, the one column list besides the
// migrations (docs/decisions.md, "One source for each table's shape").
import { OutboxMessage, ProcessedMessage } from '@platform/bus';
import { inputVideos } from './tables.ts';

export const ENHANCEMENT_SCHEMA = 'enhancement';

export const InputVideoEntity = inputVideos.entity;

export const enhancementEntities = [InputVideoEntity, OutboxMessage, ProcessedMessage];
