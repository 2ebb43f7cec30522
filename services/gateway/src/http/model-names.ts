// A create's `model_name` is one of the enabled models of the job's kind in the model catalogue
// (data: MODEL_CATALOGUE_PATH, else config/model-catalogue.json, read as the services read it), so
// the OpenAPI document lists the names the deployment accepts. The owning service checks them.
import { loadCatalogue, type Catalogue, type ModelKind } from '@platform/catalogue';

/** The enabled model names of one kind, in catalogue order. */
export type ModelNames = (kind: ModelKind) => string[];

export const modelNamesOf =
  (catalogue: Catalogue = loadCatalogue()): ModelNames =>
  (kind) =>
    catalogue.list({ kind, enabled: true }).map((entry) => entry.name);
