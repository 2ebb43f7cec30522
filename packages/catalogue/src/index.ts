export { CREDIT_DECIMALS, Credits, CreditsFormatError, type ParseOptions } from './credits.ts';
export {
  BUILTIN_ENGINE_KINDS,
  Catalogue,
  CatalogueError,
  DEFAULT_CATALOGUE_PATH,
  HOSTED_ADAPTER_BASE_URLS,
  MODEL_KINDS,
  PRICE_UNITS,
  UnknownModelError,
  loadCatalogue,
  parseCatalogue,
  type ModelEntry,
  type ModelRoute,
  type ModelKind,
  type PriceUnit,
} from './catalogue.ts';
