import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { CreateExternalVideoRequest as _enhancement_v1_CreateExternalVideoRequest, CreateExternalVideoRequest__Output as _enhancement_v1_CreateExternalVideoRequest__Output } from './enhancement/v1/CreateExternalVideoRequest.ts';
import type { DeleteInputVideoResponse as _enhancement_v1_DeleteInputVideoResponse, DeleteInputVideoResponse__Output as _enhancement_v1_DeleteInputVideoResponse__Output } from './enhancement/v1/DeleteInputVideoResponse.ts';
import type { EnhancementServiceClient as _enhancement_v1_EnhancementServiceClient, EnhancementServiceDefinition as _enhancement_v1_EnhancementServiceDefinition } from './enhancement/v1/EnhancementService.ts';
import type { Estimate as _enhancement_v1_Estimate, Estimate__Output as _enhancement_v1_Estimate__Output } from './enhancement/v1/Estimate.ts';
import type { EstimateJobRequest as _enhancement_v1_EstimateJobRequest, EstimateJobRequest__Output as _enhancement_v1_EstimateJobRequest__Output } from './enhancement/v1/EstimateJobRequest.ts';
import type { InputVideo as _enhancement_v1_InputVideo, InputVideo__Output as _enhancement_v1_InputVideo__Output } from './enhancement/v1/InputVideo.ts';
import type { InputVideoPage as _enhancement_v1_InputVideoPage, InputVideoPage__Output as _enhancement_v1_InputVideoPage__Output } from './enhancement/v1/InputVideoPage.ts';
import type { InputVideoRequest as _enhancement_v1_InputVideoRequest, InputVideoRequest__Output as _enhancement_v1_InputVideoRequest__Output } from './enhancement/v1/InputVideoRequest.ts';
import type { JobSettings as _enhancement_v1_JobSettings, JobSettings__Output as _enhancement_v1_JobSettings__Output } from './enhancement/v1/JobSettings.ts';
import type { ListInputVideosRequest as _enhancement_v1_ListInputVideosRequest, ListInputVideosRequest__Output as _enhancement_v1_ListInputVideosRequest__Output } from './enhancement/v1/ListInputVideosRequest.ts';
import type { ListMlModelsRequest as _enhancement_v1_ListMlModelsRequest, ListMlModelsRequest__Output as _enhancement_v1_ListMlModelsRequest__Output } from './enhancement/v1/ListMlModelsRequest.ts';
import type { MlModel as _enhancement_v1_MlModel, MlModel__Output as _enhancement_v1_MlModel__Output } from './enhancement/v1/MlModel.ts';
import type { MlModelList as _enhancement_v1_MlModelList, MlModelList__Output as _enhancement_v1_MlModelList__Output } from './enhancement/v1/MlModelList.ts';
import type { RegisterVideoUploadRequest as _enhancement_v1_RegisterVideoUploadRequest, RegisterVideoUploadRequest__Output as _enhancement_v1_RegisterVideoUploadRequest__Output } from './enhancement/v1/RegisterVideoUploadRequest.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  enhancement: {
    v1: {
      CreateExternalVideoRequest: MessageTypeDefinition<_enhancement_v1_CreateExternalVideoRequest, _enhancement_v1_CreateExternalVideoRequest__Output>
      DeleteInputVideoResponse: MessageTypeDefinition<_enhancement_v1_DeleteInputVideoResponse, _enhancement_v1_DeleteInputVideoResponse__Output>
      EnhancementService: SubtypeConstructor<typeof grpc.Client, _enhancement_v1_EnhancementServiceClient> & { service: _enhancement_v1_EnhancementServiceDefinition }
      Estimate: MessageTypeDefinition<_enhancement_v1_Estimate, _enhancement_v1_Estimate__Output>
      EstimateJobRequest: MessageTypeDefinition<_enhancement_v1_EstimateJobRequest, _enhancement_v1_EstimateJobRequest__Output>
      InputVideo: MessageTypeDefinition<_enhancement_v1_InputVideo, _enhancement_v1_InputVideo__Output>
      InputVideoPage: MessageTypeDefinition<_enhancement_v1_InputVideoPage, _enhancement_v1_InputVideoPage__Output>
      InputVideoRequest: MessageTypeDefinition<_enhancement_v1_InputVideoRequest, _enhancement_v1_InputVideoRequest__Output>
      JobSettings: MessageTypeDefinition<_enhancement_v1_JobSettings, _enhancement_v1_JobSettings__Output>
      ListInputVideosRequest: MessageTypeDefinition<_enhancement_v1_ListInputVideosRequest, _enhancement_v1_ListInputVideosRequest__Output>
      ListMlModelsRequest: MessageTypeDefinition<_enhancement_v1_ListMlModelsRequest, _enhancement_v1_ListMlModelsRequest__Output>
      MlModel: MessageTypeDefinition<_enhancement_v1_MlModel, _enhancement_v1_MlModel__Output>
      MlModelList: MessageTypeDefinition<_enhancement_v1_MlModelList, _enhancement_v1_MlModelList__Output>
      RegisterVideoUploadRequest: MessageTypeDefinition<_enhancement_v1_RegisterVideoUploadRequest, _enhancement_v1_RegisterVideoUploadRequest__Output>
    }
  }
}

