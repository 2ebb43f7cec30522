export {
  SHARING_SERVICE_NAME,
  createSharingOrm,
  startSharing,
  type SharingHandle,
  type StartSharingOptions,
} from './app.ts';
export type { Clock, IdGenerator, RandomSource } from './domain/ports.ts';
export { SHARING_SCHEMA } from './persistence/entities.ts';
