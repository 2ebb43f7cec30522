export {
  STUDIO_SERVICE_NAME,
  createStudioOrm,
  startStudio,
  type StartStudioOptions,
  type StudioHandle,
} from './app.ts';
export { STUDIO_SCHEMA } from './persistence/entities.ts';
export { studioEnv, loadStudioConfig, type StudioConfig } from './config.ts';
