// Original file: enhancement/v1/enhancement.proto

import type { MlModel as _enhancement_v1_MlModel, MlModel__Output as _enhancement_v1_MlModel__Output } from '../../enhancement/v1/MlModel.ts';

export interface MlModelList {
  'models'?: (_enhancement_v1_MlModel)[];
}

export interface MlModelList__Output {
  'models': (_enhancement_v1_MlModel__Output)[];
}
