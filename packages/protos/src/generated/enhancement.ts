import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { CancelJobResponse as _enhancement_v1_CancelJobResponse, CancelJobResponse__Output as _enhancement_v1_CancelJobResponse__Output } from './enhancement/v1/CancelJobResponse.ts';
import type { CreateExternalVideoRequest as _enhancement_v1_CreateExternalVideoRequest, CreateExternalVideoRequest__Output as _enhancement_v1_CreateExternalVideoRequest__Output } from './enhancement/v1/CreateExternalVideoRequest.ts';
import type { CreateJobRequest as _enhancement_v1_CreateJobRequest, CreateJobRequest__Output as _enhancement_v1_CreateJobRequest__Output } from './enhancement/v1/CreateJobRequest.ts';
import type { DeleteInputVideoResponse as _enhancement_v1_DeleteInputVideoResponse, DeleteInputVideoResponse__Output as _enhancement_v1_DeleteInputVideoResponse__Output } from './enhancement/v1/DeleteInputVideoResponse.ts';
import type { EnhancementJob as _enhancement_v1_EnhancementJob, EnhancementJob__Output as _enhancement_v1_EnhancementJob__Output } from './enhancement/v1/EnhancementJob.ts';
import type { EnhancementServiceClient as _enhancement_v1_EnhancementServiceClient, EnhancementServiceDefinition as _enhancement_v1_EnhancementServiceDefinition } from './enhancement/v1/EnhancementService.ts';
import type { Estimate as _enhancement_v1_Estimate, Estimate__Output as _enhancement_v1_Estimate__Output } from './enhancement/v1/Estimate.ts';
import type { EstimateJobRequest as _enhancement_v1_EstimateJobRequest, EstimateJobRequest__Output as _enhancement_v1_EstimateJobRequest__Output } from './enhancement/v1/EstimateJobRequest.ts';
import type { Idempotency as _enhancement_v1_Idempotency, Idempotency__Output as _enhancement_v1_Idempotency__Output } from './enhancement/v1/Idempotency.ts';
import type { InputVideo as _enhancement_v1_InputVideo, InputVideo__Output as _enhancement_v1_InputVideo__Output } from './enhancement/v1/InputVideo.ts';
import type { InputVideoPage as _enhancement_v1_InputVideoPage, InputVideoPage__Output as _enhancement_v1_InputVideoPage__Output } from './enhancement/v1/InputVideoPage.ts';
import type { InputVideoRequest as _enhancement_v1_InputVideoRequest, InputVideoRequest__Output as _enhancement_v1_InputVideoRequest__Output } from './enhancement/v1/InputVideoRequest.ts';
import type { JobPage as _enhancement_v1_JobPage, JobPage__Output as _enhancement_v1_JobPage__Output } from './enhancement/v1/JobPage.ts';
import type { JobRequest as _enhancement_v1_JobRequest, JobRequest__Output as _enhancement_v1_JobRequest__Output } from './enhancement/v1/JobRequest.ts';
import type { JobSettings as _enhancement_v1_JobSettings, JobSettings__Output as _enhancement_v1_JobSettings__Output } from './enhancement/v1/JobSettings.ts';
import type { ListInputVideosRequest as _enhancement_v1_ListInputVideosRequest, ListInputVideosRequest__Output as _enhancement_v1_ListInputVideosRequest__Output } from './enhancement/v1/ListInputVideosRequest.ts';
import type { ListJobsRequest as _enhancement_v1_ListJobsRequest, ListJobsRequest__Output as _enhancement_v1_ListJobsRequest__Output } from './enhancement/v1/ListJobsRequest.ts';
import type { ListMlModelsRequest as _enhancement_v1_ListMlModelsRequest, ListMlModelsRequest__Output as _enhancement_v1_ListMlModelsRequest__Output } from './enhancement/v1/ListMlModelsRequest.ts';
import type { MlModel as _enhancement_v1_MlModel, MlModel__Output as _enhancement_v1_MlModel__Output } from './enhancement/v1/MlModel.ts';
import type { MlModelList as _enhancement_v1_MlModelList, MlModelList__Output as _enhancement_v1_MlModelList__Output } from './enhancement/v1/MlModelList.ts';
import type { RegisterVideoUploadRequest as _enhancement_v1_RegisterVideoUploadRequest, RegisterVideoUploadRequest__Output as _enhancement_v1_RegisterVideoUploadRequest__Output } from './enhancement/v1/RegisterVideoUploadRequest.ts';
import type { RestoredVideo as _enhancement_v1_RestoredVideo, RestoredVideo__Output as _enhancement_v1_RestoredVideo__Output } from './enhancement/v1/RestoredVideo.ts';
import type { RestoredVideoPage as _enhancement_v1_RestoredVideoPage, RestoredVideoPage__Output as _enhancement_v1_RestoredVideoPage__Output } from './enhancement/v1/RestoredVideoPage.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  enhancement: {
    v1: {
      CancelJobResponse: MessageTypeDefinition<_enhancement_v1_CancelJobResponse, _enhancement_v1_CancelJobResponse__Output>
      CreateExternalVideoRequest: MessageTypeDefinition<_enhancement_v1_CreateExternalVideoRequest, _enhancement_v1_CreateExternalVideoRequest__Output>
      CreateJobRequest: MessageTypeDefinition<_enhancement_v1_CreateJobRequest, _enhancement_v1_CreateJobRequest__Output>
      DeleteInputVideoResponse: MessageTypeDefinition<_enhancement_v1_DeleteInputVideoResponse, _enhancement_v1_DeleteInputVideoResponse__Output>
      EnhancementJob: MessageTypeDefinition<_enhancement_v1_EnhancementJob, _enhancement_v1_EnhancementJob__Output>
      EnhancementService: SubtypeConstructor<typeof grpc.Client, _enhancement_v1_EnhancementServiceClient> & { service: _enhancement_v1_EnhancementServiceDefinition }
      Estimate: MessageTypeDefinition<_enhancement_v1_Estimate, _enhancement_v1_Estimate__Output>
      EstimateJobRequest: MessageTypeDefinition<_enhancement_v1_EstimateJobRequest, _enhancement_v1_EstimateJobRequest__Output>
      Idempotency: MessageTypeDefinition<_enhancement_v1_Idempotency, _enhancement_v1_Idempotency__Output>
      InputVideo: MessageTypeDefinition<_enhancement_v1_InputVideo, _enhancement_v1_InputVideo__Output>
      InputVideoPage: MessageTypeDefinition<_enhancement_v1_InputVideoPage, _enhancement_v1_InputVideoPage__Output>
      InputVideoRequest: MessageTypeDefinition<_enhancement_v1_InputVideoRequest, _enhancement_v1_InputVideoRequest__Output>
      JobPage: MessageTypeDefinition<_enhancement_v1_JobPage, _enhancement_v1_JobPage__Output>
      JobRequest: MessageTypeDefinition<_enhancement_v1_JobRequest, _enhancement_v1_JobRequest__Output>
      JobSettings: MessageTypeDefinition<_enhancement_v1_JobSettings, _enhancement_v1_JobSettings__Output>
      ListInputVideosRequest: MessageTypeDefinition<_enhancement_v1_ListInputVideosRequest, _enhancement_v1_ListInputVideosRequest__Output>
      ListJobsRequest: MessageTypeDefinition<_enhancement_v1_ListJobsRequest, _enhancement_v1_ListJobsRequest__Output>
      ListMlModelsRequest: MessageTypeDefinition<_enhancement_v1_ListMlModelsRequest, _enhancement_v1_ListMlModelsRequest__Output>
      MlModel: MessageTypeDefinition<_enhancement_v1_MlModel, _enhancement_v1_MlModel__Output>
      MlModelList: MessageTypeDefinition<_enhancement_v1_MlModelList, _enhancement_v1_MlModelList__Output>
      RegisterVideoUploadRequest: MessageTypeDefinition<_enhancement_v1_RegisterVideoUploadRequest, _enhancement_v1_RegisterVideoUploadRequest__Output>
      RestoredVideo: MessageTypeDefinition<_enhancement_v1_RestoredVideo, _enhancement_v1_RestoredVideo__Output>
      RestoredVideoPage: MessageTypeDefinition<_enhancement_v1_RestoredVideoPage, _enhancement_v1_RestoredVideoPage__Output>
    }
  }
}

