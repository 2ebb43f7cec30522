// Original file: enhancement/v1/enhancement.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { Estimate as _enhancement_v1_Estimate, Estimate__Output as _enhancement_v1_Estimate__Output } from '../../enhancement/v1/Estimate.ts';
import type { EstimateJobRequest as _enhancement_v1_EstimateJobRequest, EstimateJobRequest__Output as _enhancement_v1_EstimateJobRequest__Output } from '../../enhancement/v1/EstimateJobRequest.ts';
import type { ListMlModelsRequest as _enhancement_v1_ListMlModelsRequest, ListMlModelsRequest__Output as _enhancement_v1_ListMlModelsRequest__Output } from '../../enhancement/v1/ListMlModelsRequest.ts';
import type { MlModelList as _enhancement_v1_MlModelList, MlModelList__Output as _enhancement_v1_MlModelList__Output } from '../../enhancement/v1/MlModelList.ts';

export interface EnhancementServiceClient extends grpc.Client {
  EstimateJob(argument: _enhancement_v1_EstimateJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_Estimate__Output>): grpc.ClientUnaryCall;
  EstimateJob(argument: _enhancement_v1_EstimateJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_Estimate__Output>): grpc.ClientUnaryCall;
  EstimateJob(argument: _enhancement_v1_EstimateJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_Estimate__Output>): grpc.ClientUnaryCall;
  EstimateJob(argument: _enhancement_v1_EstimateJobRequest, callback: grpc.requestCallback<_enhancement_v1_Estimate__Output>): grpc.ClientUnaryCall;
  estimateJob(argument: _enhancement_v1_EstimateJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_Estimate__Output>): grpc.ClientUnaryCall;
  estimateJob(argument: _enhancement_v1_EstimateJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_Estimate__Output>): grpc.ClientUnaryCall;
  estimateJob(argument: _enhancement_v1_EstimateJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_Estimate__Output>): grpc.ClientUnaryCall;
  estimateJob(argument: _enhancement_v1_EstimateJobRequest, callback: grpc.requestCallback<_enhancement_v1_Estimate__Output>): grpc.ClientUnaryCall;
  
  ListMlModels(argument: _enhancement_v1_ListMlModelsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_MlModelList__Output>): grpc.ClientUnaryCall;
  ListMlModels(argument: _enhancement_v1_ListMlModelsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_MlModelList__Output>): grpc.ClientUnaryCall;
  ListMlModels(argument: _enhancement_v1_ListMlModelsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_MlModelList__Output>): grpc.ClientUnaryCall;
  ListMlModels(argument: _enhancement_v1_ListMlModelsRequest, callback: grpc.requestCallback<_enhancement_v1_MlModelList__Output>): grpc.ClientUnaryCall;
  listMlModels(argument: _enhancement_v1_ListMlModelsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_MlModelList__Output>): grpc.ClientUnaryCall;
  listMlModels(argument: _enhancement_v1_ListMlModelsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_MlModelList__Output>): grpc.ClientUnaryCall;
  listMlModels(argument: _enhancement_v1_ListMlModelsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_MlModelList__Output>): grpc.ClientUnaryCall;
  listMlModels(argument: _enhancement_v1_ListMlModelsRequest, callback: grpc.requestCallback<_enhancement_v1_MlModelList__Output>): grpc.ClientUnaryCall;
  
}

export interface EnhancementServiceHandlers extends grpc.UntypedServiceImplementation {
  EstimateJob: grpc.handleUnaryCall<_enhancement_v1_EstimateJobRequest__Output, _enhancement_v1_Estimate>;
  
  ListMlModels: grpc.handleUnaryCall<_enhancement_v1_ListMlModelsRequest__Output, _enhancement_v1_MlModelList>;
  
}

export interface EnhancementServiceDefinition extends grpc.ServiceDefinition {
  EstimateJob: MethodDefinition<_enhancement_v1_EstimateJobRequest, _enhancement_v1_Estimate, _enhancement_v1_EstimateJobRequest__Output, _enhancement_v1_Estimate__Output>
  ListMlModels: MethodDefinition<_enhancement_v1_ListMlModelsRequest, _enhancement_v1_MlModelList, _enhancement_v1_ListMlModelsRequest__Output, _enhancement_v1_MlModelList__Output>
}
