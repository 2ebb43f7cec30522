import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { EnhancementServiceClient as _enhancement_v1_EnhancementServiceClient, EnhancementServiceDefinition as _enhancement_v1_EnhancementServiceDefinition } from './enhancement/v1/EnhancementService.ts';
import type { Estimate as _enhancement_v1_Estimate, Estimate__Output as _enhancement_v1_Estimate__Output } from './enhancement/v1/Estimate.ts';
import type { EstimateJobRequest as _enhancement_v1_EstimateJobRequest, EstimateJobRequest__Output as _enhancement_v1_EstimateJobRequest__Output } from './enhancement/v1/EstimateJobRequest.ts';
import type { JobSettings as _enhancement_v1_JobSettings, JobSettings__Output as _enhancement_v1_JobSettings__Output } from './enhancement/v1/JobSettings.ts';
import type { ListMlModelsRequest as _enhancement_v1_ListMlModelsRequest, ListMlModelsRequest__Output as _enhancement_v1_ListMlModelsRequest__Output } from './enhancement/v1/ListMlModelsRequest.ts';
import type { MlModel as _enhancement_v1_MlModel, MlModel__Output as _enhancement_v1_MlModel__Output } from './enhancement/v1/MlModel.ts';
import type { MlModelList as _enhancement_v1_MlModelList, MlModelList__Output as _enhancement_v1_MlModelList__Output } from './enhancement/v1/MlModelList.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  enhancement: {
    v1: {
      EnhancementService: SubtypeConstructor<typeof grpc.Client, _enhancement_v1_EnhancementServiceClient> & { service: _enhancement_v1_EnhancementServiceDefinition }
      Estimate: MessageTypeDefinition<_enhancement_v1_Estimate, _enhancement_v1_Estimate__Output>
      EstimateJobRequest: MessageTypeDefinition<_enhancement_v1_EstimateJobRequest, _enhancement_v1_EstimateJobRequest__Output>
      JobSettings: MessageTypeDefinition<_enhancement_v1_JobSettings, _enhancement_v1_JobSettings__Output>
      ListMlModelsRequest: MessageTypeDefinition<_enhancement_v1_ListMlModelsRequest, _enhancement_v1_ListMlModelsRequest__Output>
      MlModel: MessageTypeDefinition<_enhancement_v1_MlModel, _enhancement_v1_MlModel__Output>
      MlModelList: MessageTypeDefinition<_enhancement_v1_MlModelList, _enhancement_v1_MlModelList__Output>
    }
  }
}

