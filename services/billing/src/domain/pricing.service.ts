// Quotes from the model catalogue. Unknown or disabled models are a validation failure of the
// caller's `model_name`, which the gateway reports as a 400 on that field.
import { UnknownModelError, type Catalogue, type Credits, type ModelKind } from '@platform/catalogue';
import { validationError } from '@platform/errors';

export interface Quote {
  modelName: string;
  kind: ModelKind;
  amount: Credits;
}

export class PricingService {
  private readonly catalogue: Catalogue;

  constructor(deps: { catalogue: Catalogue }) {
    this.catalogue = deps.catalogue;
  }

  quote(modelName: string, units: number): Quote {
    if (!Number.isSafeInteger(units) || units < 1) {
      throw validationError('Invalid request.', { units: ['Must be a whole number of at least 1.'] });
    }
    try {
      const amount = this.catalogue.priceFor(modelName, units);
      const entry = this.catalogue.get(modelName);
      if (!entry) throw new UnknownModelError(modelName, 'unknown');
      return { modelName, kind: entry.kind, amount };
    } catch (err) {
      if (err instanceof UnknownModelError)
        throw validationError('Invalid request.', { model_name: [err.message] });
      throw err;
    }
  }
}
