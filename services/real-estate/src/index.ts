export {
  REAL_ESTATE_SERVICE_NAME,
  createRealEstateOrm,
  startRealEstate,
  type RealEstateHandle,
  type StartRealEstateOptions,
} from './app.ts';
export { REAL_ESTATE_SCHEMA } from './persistence/entities.ts';
export { realEstateEnv, loadRealEstateConfig, type RealEstateConfig } from './config.ts';
