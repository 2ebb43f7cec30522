export {
  ENHANCEMENT_SERVICE_NAME,
  createEnhancementOrm,
  startEnhancement,
  type EnhancementHandle,
  type StartEnhancementOptions,
} from './app.ts';
export { ENHANCEMENT_SCHEMA } from './persistence/entities.ts';
export { enhancementEnv, loadEnhancementConfig, type EnhancementConfig } from './config.ts';
