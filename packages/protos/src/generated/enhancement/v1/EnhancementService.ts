// Original file: enhancement/v1/enhancement.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CancelJobResponse as _enhancement_v1_CancelJobResponse, CancelJobResponse__Output as _enhancement_v1_CancelJobResponse__Output } from '../../enhancement/v1/CancelJobResponse.ts';
import type { CreateExternalVideoRequest as _enhancement_v1_CreateExternalVideoRequest, CreateExternalVideoRequest__Output as _enhancement_v1_CreateExternalVideoRequest__Output } from '../../enhancement/v1/CreateExternalVideoRequest.ts';
import type { CreateJobRequest as _enhancement_v1_CreateJobRequest, CreateJobRequest__Output as _enhancement_v1_CreateJobRequest__Output } from '../../enhancement/v1/CreateJobRequest.ts';
import type { DeleteInputVideoResponse as _enhancement_v1_DeleteInputVideoResponse, DeleteInputVideoResponse__Output as _enhancement_v1_DeleteInputVideoResponse__Output } from '../../enhancement/v1/DeleteInputVideoResponse.ts';
import type { EnhancementJob as _enhancement_v1_EnhancementJob, EnhancementJob__Output as _enhancement_v1_EnhancementJob__Output } from '../../enhancement/v1/EnhancementJob.ts';
import type { Estimate as _enhancement_v1_Estimate, Estimate__Output as _enhancement_v1_Estimate__Output } from '../../enhancement/v1/Estimate.ts';
import type { EstimateJobRequest as _enhancement_v1_EstimateJobRequest, EstimateJobRequest__Output as _enhancement_v1_EstimateJobRequest__Output } from '../../enhancement/v1/EstimateJobRequest.ts';
import type { InputVideo as _enhancement_v1_InputVideo, InputVideo__Output as _enhancement_v1_InputVideo__Output } from '../../enhancement/v1/InputVideo.ts';
import type { InputVideoPage as _enhancement_v1_InputVideoPage, InputVideoPage__Output as _enhancement_v1_InputVideoPage__Output } from '../../enhancement/v1/InputVideoPage.ts';
import type { InputVideoRequest as _enhancement_v1_InputVideoRequest, InputVideoRequest__Output as _enhancement_v1_InputVideoRequest__Output } from '../../enhancement/v1/InputVideoRequest.ts';
import type { JobPage as _enhancement_v1_JobPage, JobPage__Output as _enhancement_v1_JobPage__Output } from '../../enhancement/v1/JobPage.ts';
import type { JobRequest as _enhancement_v1_JobRequest, JobRequest__Output as _enhancement_v1_JobRequest__Output } from '../../enhancement/v1/JobRequest.ts';
import type { ListInputVideosRequest as _enhancement_v1_ListInputVideosRequest, ListInputVideosRequest__Output as _enhancement_v1_ListInputVideosRequest__Output } from '../../enhancement/v1/ListInputVideosRequest.ts';
import type { ListJobsRequest as _enhancement_v1_ListJobsRequest, ListJobsRequest__Output as _enhancement_v1_ListJobsRequest__Output } from '../../enhancement/v1/ListJobsRequest.ts';
import type { ListMlModelsRequest as _enhancement_v1_ListMlModelsRequest, ListMlModelsRequest__Output as _enhancement_v1_ListMlModelsRequest__Output } from '../../enhancement/v1/ListMlModelsRequest.ts';
import type { MlModelList as _enhancement_v1_MlModelList, MlModelList__Output as _enhancement_v1_MlModelList__Output } from '../../enhancement/v1/MlModelList.ts';
import type { RegisterVideoUploadRequest as _enhancement_v1_RegisterVideoUploadRequest, RegisterVideoUploadRequest__Output as _enhancement_v1_RegisterVideoUploadRequest__Output } from '../../enhancement/v1/RegisterVideoUploadRequest.ts';
import type { RestoredVideo as _enhancement_v1_RestoredVideo, RestoredVideo__Output as _enhancement_v1_RestoredVideo__Output } from '../../enhancement/v1/RestoredVideo.ts';
import type { RestoredVideoPage as _enhancement_v1_RestoredVideoPage, RestoredVideoPage__Output as _enhancement_v1_RestoredVideoPage__Output } from '../../enhancement/v1/RestoredVideoPage.ts';

export interface EnhancementServiceClient extends grpc.Client {
  CancelJob(argument: _enhancement_v1_JobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_CancelJobResponse__Output>): grpc.ClientUnaryCall;
  CancelJob(argument: _enhancement_v1_JobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_CancelJobResponse__Output>): grpc.ClientUnaryCall;
  CancelJob(argument: _enhancement_v1_JobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_CancelJobResponse__Output>): grpc.ClientUnaryCall;
  CancelJob(argument: _enhancement_v1_JobRequest, callback: grpc.requestCallback<_enhancement_v1_CancelJobResponse__Output>): grpc.ClientUnaryCall;
  cancelJob(argument: _enhancement_v1_JobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_CancelJobResponse__Output>): grpc.ClientUnaryCall;
  cancelJob(argument: _enhancement_v1_JobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_CancelJobResponse__Output>): grpc.ClientUnaryCall;
  cancelJob(argument: _enhancement_v1_JobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_CancelJobResponse__Output>): grpc.ClientUnaryCall;
  cancelJob(argument: _enhancement_v1_JobRequest, callback: grpc.requestCallback<_enhancement_v1_CancelJobResponse__Output>): grpc.ClientUnaryCall;
  
  CreateExternalVideo(argument: _enhancement_v1_CreateExternalVideoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  CreateExternalVideo(argument: _enhancement_v1_CreateExternalVideoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  CreateExternalVideo(argument: _enhancement_v1_CreateExternalVideoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  CreateExternalVideo(argument: _enhancement_v1_CreateExternalVideoRequest, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  createExternalVideo(argument: _enhancement_v1_CreateExternalVideoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  createExternalVideo(argument: _enhancement_v1_CreateExternalVideoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  createExternalVideo(argument: _enhancement_v1_CreateExternalVideoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  createExternalVideo(argument: _enhancement_v1_CreateExternalVideoRequest, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  
  CreateJob(argument: _enhancement_v1_CreateJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_EnhancementJob__Output>): grpc.ClientUnaryCall;
  CreateJob(argument: _enhancement_v1_CreateJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_EnhancementJob__Output>): grpc.ClientUnaryCall;
  CreateJob(argument: _enhancement_v1_CreateJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_EnhancementJob__Output>): grpc.ClientUnaryCall;
  CreateJob(argument: _enhancement_v1_CreateJobRequest, callback: grpc.requestCallback<_enhancement_v1_EnhancementJob__Output>): grpc.ClientUnaryCall;
  createJob(argument: _enhancement_v1_CreateJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_EnhancementJob__Output>): grpc.ClientUnaryCall;
  createJob(argument: _enhancement_v1_CreateJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_EnhancementJob__Output>): grpc.ClientUnaryCall;
  createJob(argument: _enhancement_v1_CreateJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_EnhancementJob__Output>): grpc.ClientUnaryCall;
  createJob(argument: _enhancement_v1_CreateJobRequest, callback: grpc.requestCallback<_enhancement_v1_EnhancementJob__Output>): grpc.ClientUnaryCall;
  
  DeleteInputVideo(argument: _enhancement_v1_InputVideoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_DeleteInputVideoResponse__Output>): grpc.ClientUnaryCall;
  DeleteInputVideo(argument: _enhancement_v1_InputVideoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_DeleteInputVideoResponse__Output>): grpc.ClientUnaryCall;
  DeleteInputVideo(argument: _enhancement_v1_InputVideoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_DeleteInputVideoResponse__Output>): grpc.ClientUnaryCall;
  DeleteInputVideo(argument: _enhancement_v1_InputVideoRequest, callback: grpc.requestCallback<_enhancement_v1_DeleteInputVideoResponse__Output>): grpc.ClientUnaryCall;
  deleteInputVideo(argument: _enhancement_v1_InputVideoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_DeleteInputVideoResponse__Output>): grpc.ClientUnaryCall;
  deleteInputVideo(argument: _enhancement_v1_InputVideoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_DeleteInputVideoResponse__Output>): grpc.ClientUnaryCall;
  deleteInputVideo(argument: _enhancement_v1_InputVideoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_DeleteInputVideoResponse__Output>): grpc.ClientUnaryCall;
  deleteInputVideo(argument: _enhancement_v1_InputVideoRequest, callback: grpc.requestCallback<_enhancement_v1_DeleteInputVideoResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteRestoredVideo(argument: _enhancement_v1_JobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_DeleteInputVideoResponse__Output>): grpc.ClientUnaryCall;
  DeleteRestoredVideo(argument: _enhancement_v1_JobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_DeleteInputVideoResponse__Output>): grpc.ClientUnaryCall;
  DeleteRestoredVideo(argument: _enhancement_v1_JobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_DeleteInputVideoResponse__Output>): grpc.ClientUnaryCall;
  DeleteRestoredVideo(argument: _enhancement_v1_JobRequest, callback: grpc.requestCallback<_enhancement_v1_DeleteInputVideoResponse__Output>): grpc.ClientUnaryCall;
  deleteRestoredVideo(argument: _enhancement_v1_JobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_DeleteInputVideoResponse__Output>): grpc.ClientUnaryCall;
  deleteRestoredVideo(argument: _enhancement_v1_JobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_DeleteInputVideoResponse__Output>): grpc.ClientUnaryCall;
  deleteRestoredVideo(argument: _enhancement_v1_JobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_DeleteInputVideoResponse__Output>): grpc.ClientUnaryCall;
  deleteRestoredVideo(argument: _enhancement_v1_JobRequest, callback: grpc.requestCallback<_enhancement_v1_DeleteInputVideoResponse__Output>): grpc.ClientUnaryCall;
  
  EstimateJob(argument: _enhancement_v1_EstimateJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_Estimate__Output>): grpc.ClientUnaryCall;
  EstimateJob(argument: _enhancement_v1_EstimateJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_Estimate__Output>): grpc.ClientUnaryCall;
  EstimateJob(argument: _enhancement_v1_EstimateJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_Estimate__Output>): grpc.ClientUnaryCall;
  EstimateJob(argument: _enhancement_v1_EstimateJobRequest, callback: grpc.requestCallback<_enhancement_v1_Estimate__Output>): grpc.ClientUnaryCall;
  estimateJob(argument: _enhancement_v1_EstimateJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_Estimate__Output>): grpc.ClientUnaryCall;
  estimateJob(argument: _enhancement_v1_EstimateJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_Estimate__Output>): grpc.ClientUnaryCall;
  estimateJob(argument: _enhancement_v1_EstimateJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_Estimate__Output>): grpc.ClientUnaryCall;
  estimateJob(argument: _enhancement_v1_EstimateJobRequest, callback: grpc.requestCallback<_enhancement_v1_Estimate__Output>): grpc.ClientUnaryCall;
  
  GetInputVideo(argument: _enhancement_v1_InputVideoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  GetInputVideo(argument: _enhancement_v1_InputVideoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  GetInputVideo(argument: _enhancement_v1_InputVideoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  GetInputVideo(argument: _enhancement_v1_InputVideoRequest, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  getInputVideo(argument: _enhancement_v1_InputVideoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  getInputVideo(argument: _enhancement_v1_InputVideoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  getInputVideo(argument: _enhancement_v1_InputVideoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  getInputVideo(argument: _enhancement_v1_InputVideoRequest, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  
  GetJob(argument: _enhancement_v1_JobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_EnhancementJob__Output>): grpc.ClientUnaryCall;
  GetJob(argument: _enhancement_v1_JobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_EnhancementJob__Output>): grpc.ClientUnaryCall;
  GetJob(argument: _enhancement_v1_JobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_EnhancementJob__Output>): grpc.ClientUnaryCall;
  GetJob(argument: _enhancement_v1_JobRequest, callback: grpc.requestCallback<_enhancement_v1_EnhancementJob__Output>): grpc.ClientUnaryCall;
  getJob(argument: _enhancement_v1_JobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_EnhancementJob__Output>): grpc.ClientUnaryCall;
  getJob(argument: _enhancement_v1_JobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_EnhancementJob__Output>): grpc.ClientUnaryCall;
  getJob(argument: _enhancement_v1_JobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_EnhancementJob__Output>): grpc.ClientUnaryCall;
  getJob(argument: _enhancement_v1_JobRequest, callback: grpc.requestCallback<_enhancement_v1_EnhancementJob__Output>): grpc.ClientUnaryCall;
  
  GetRestoredVideo(argument: _enhancement_v1_JobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_RestoredVideo__Output>): grpc.ClientUnaryCall;
  GetRestoredVideo(argument: _enhancement_v1_JobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_RestoredVideo__Output>): grpc.ClientUnaryCall;
  GetRestoredVideo(argument: _enhancement_v1_JobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_RestoredVideo__Output>): grpc.ClientUnaryCall;
  GetRestoredVideo(argument: _enhancement_v1_JobRequest, callback: grpc.requestCallback<_enhancement_v1_RestoredVideo__Output>): grpc.ClientUnaryCall;
  getRestoredVideo(argument: _enhancement_v1_JobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_RestoredVideo__Output>): grpc.ClientUnaryCall;
  getRestoredVideo(argument: _enhancement_v1_JobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_RestoredVideo__Output>): grpc.ClientUnaryCall;
  getRestoredVideo(argument: _enhancement_v1_JobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_RestoredVideo__Output>): grpc.ClientUnaryCall;
  getRestoredVideo(argument: _enhancement_v1_JobRequest, callback: grpc.requestCallback<_enhancement_v1_RestoredVideo__Output>): grpc.ClientUnaryCall;
  
  ListInputVideos(argument: _enhancement_v1_ListInputVideosRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_InputVideoPage__Output>): grpc.ClientUnaryCall;
  ListInputVideos(argument: _enhancement_v1_ListInputVideosRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_InputVideoPage__Output>): grpc.ClientUnaryCall;
  ListInputVideos(argument: _enhancement_v1_ListInputVideosRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_InputVideoPage__Output>): grpc.ClientUnaryCall;
  ListInputVideos(argument: _enhancement_v1_ListInputVideosRequest, callback: grpc.requestCallback<_enhancement_v1_InputVideoPage__Output>): grpc.ClientUnaryCall;
  listInputVideos(argument: _enhancement_v1_ListInputVideosRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_InputVideoPage__Output>): grpc.ClientUnaryCall;
  listInputVideos(argument: _enhancement_v1_ListInputVideosRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_InputVideoPage__Output>): grpc.ClientUnaryCall;
  listInputVideos(argument: _enhancement_v1_ListInputVideosRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_InputVideoPage__Output>): grpc.ClientUnaryCall;
  listInputVideos(argument: _enhancement_v1_ListInputVideosRequest, callback: grpc.requestCallback<_enhancement_v1_InputVideoPage__Output>): grpc.ClientUnaryCall;
  
  ListJobs(argument: _enhancement_v1_ListJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_JobPage__Output>): grpc.ClientUnaryCall;
  ListJobs(argument: _enhancement_v1_ListJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_JobPage__Output>): grpc.ClientUnaryCall;
  ListJobs(argument: _enhancement_v1_ListJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_JobPage__Output>): grpc.ClientUnaryCall;
  ListJobs(argument: _enhancement_v1_ListJobsRequest, callback: grpc.requestCallback<_enhancement_v1_JobPage__Output>): grpc.ClientUnaryCall;
  listJobs(argument: _enhancement_v1_ListJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_JobPage__Output>): grpc.ClientUnaryCall;
  listJobs(argument: _enhancement_v1_ListJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_JobPage__Output>): grpc.ClientUnaryCall;
  listJobs(argument: _enhancement_v1_ListJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_JobPage__Output>): grpc.ClientUnaryCall;
  listJobs(argument: _enhancement_v1_ListJobsRequest, callback: grpc.requestCallback<_enhancement_v1_JobPage__Output>): grpc.ClientUnaryCall;
  
  ListMlModels(argument: _enhancement_v1_ListMlModelsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_MlModelList__Output>): grpc.ClientUnaryCall;
  ListMlModels(argument: _enhancement_v1_ListMlModelsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_MlModelList__Output>): grpc.ClientUnaryCall;
  ListMlModels(argument: _enhancement_v1_ListMlModelsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_MlModelList__Output>): grpc.ClientUnaryCall;
  ListMlModels(argument: _enhancement_v1_ListMlModelsRequest, callback: grpc.requestCallback<_enhancement_v1_MlModelList__Output>): grpc.ClientUnaryCall;
  listMlModels(argument: _enhancement_v1_ListMlModelsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_MlModelList__Output>): grpc.ClientUnaryCall;
  listMlModels(argument: _enhancement_v1_ListMlModelsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_MlModelList__Output>): grpc.ClientUnaryCall;
  listMlModels(argument: _enhancement_v1_ListMlModelsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_MlModelList__Output>): grpc.ClientUnaryCall;
  listMlModels(argument: _enhancement_v1_ListMlModelsRequest, callback: grpc.requestCallback<_enhancement_v1_MlModelList__Output>): grpc.ClientUnaryCall;
  
  ListRestoredVideos(argument: _enhancement_v1_ListJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_RestoredVideoPage__Output>): grpc.ClientUnaryCall;
  ListRestoredVideos(argument: _enhancement_v1_ListJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_RestoredVideoPage__Output>): grpc.ClientUnaryCall;
  ListRestoredVideos(argument: _enhancement_v1_ListJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_RestoredVideoPage__Output>): grpc.ClientUnaryCall;
  ListRestoredVideos(argument: _enhancement_v1_ListJobsRequest, callback: grpc.requestCallback<_enhancement_v1_RestoredVideoPage__Output>): grpc.ClientUnaryCall;
  listRestoredVideos(argument: _enhancement_v1_ListJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_RestoredVideoPage__Output>): grpc.ClientUnaryCall;
  listRestoredVideos(argument: _enhancement_v1_ListJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_RestoredVideoPage__Output>): grpc.ClientUnaryCall;
  listRestoredVideos(argument: _enhancement_v1_ListJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_RestoredVideoPage__Output>): grpc.ClientUnaryCall;
  listRestoredVideos(argument: _enhancement_v1_ListJobsRequest, callback: grpc.requestCallback<_enhancement_v1_RestoredVideoPage__Output>): grpc.ClientUnaryCall;
  
  RegisterVideoUpload(argument: _enhancement_v1_RegisterVideoUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  RegisterVideoUpload(argument: _enhancement_v1_RegisterVideoUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  RegisterVideoUpload(argument: _enhancement_v1_RegisterVideoUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  RegisterVideoUpload(argument: _enhancement_v1_RegisterVideoUploadRequest, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  registerVideoUpload(argument: _enhancement_v1_RegisterVideoUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  registerVideoUpload(argument: _enhancement_v1_RegisterVideoUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  registerVideoUpload(argument: _enhancement_v1_RegisterVideoUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  registerVideoUpload(argument: _enhancement_v1_RegisterVideoUploadRequest, callback: grpc.requestCallback<_enhancement_v1_InputVideo__Output>): grpc.ClientUnaryCall;
  
}

export interface EnhancementServiceHandlers extends grpc.UntypedServiceImplementation {
  CancelJob: grpc.handleUnaryCall<_enhancement_v1_JobRequest__Output, _enhancement_v1_CancelJobResponse>;
  
  CreateExternalVideo: grpc.handleUnaryCall<_enhancement_v1_CreateExternalVideoRequest__Output, _enhancement_v1_InputVideo>;
  
  CreateJob: grpc.handleUnaryCall<_enhancement_v1_CreateJobRequest__Output, _enhancement_v1_EnhancementJob>;
  
  DeleteInputVideo: grpc.handleUnaryCall<_enhancement_v1_InputVideoRequest__Output, _enhancement_v1_DeleteInputVideoResponse>;
  
  DeleteRestoredVideo: grpc.handleUnaryCall<_enhancement_v1_JobRequest__Output, _enhancement_v1_DeleteInputVideoResponse>;
  
  EstimateJob: grpc.handleUnaryCall<_enhancement_v1_EstimateJobRequest__Output, _enhancement_v1_Estimate>;
  
  GetInputVideo: grpc.handleUnaryCall<_enhancement_v1_InputVideoRequest__Output, _enhancement_v1_InputVideo>;
  
  GetJob: grpc.handleUnaryCall<_enhancement_v1_JobRequest__Output, _enhancement_v1_EnhancementJob>;
  
  GetRestoredVideo: grpc.handleUnaryCall<_enhancement_v1_JobRequest__Output, _enhancement_v1_RestoredVideo>;
  
  ListInputVideos: grpc.handleUnaryCall<_enhancement_v1_ListInputVideosRequest__Output, _enhancement_v1_InputVideoPage>;
  
  ListJobs: grpc.handleUnaryCall<_enhancement_v1_ListJobsRequest__Output, _enhancement_v1_JobPage>;
  
  ListMlModels: grpc.handleUnaryCall<_enhancement_v1_ListMlModelsRequest__Output, _enhancement_v1_MlModelList>;
  
  ListRestoredVideos: grpc.handleUnaryCall<_enhancement_v1_ListJobsRequest__Output, _enhancement_v1_RestoredVideoPage>;
  
  RegisterVideoUpload: grpc.handleUnaryCall<_enhancement_v1_RegisterVideoUploadRequest__Output, _enhancement_v1_InputVideo>;
  
}

export interface EnhancementServiceDefinition extends grpc.ServiceDefinition {
  CancelJob: MethodDefinition<_enhancement_v1_JobRequest, _enhancement_v1_CancelJobResponse, _enhancement_v1_JobRequest__Output, _enhancement_v1_CancelJobResponse__Output>
  CreateExternalVideo: MethodDefinition<_enhancement_v1_CreateExternalVideoRequest, _enhancement_v1_InputVideo, _enhancement_v1_CreateExternalVideoRequest__Output, _enhancement_v1_InputVideo__Output>
  CreateJob: MethodDefinition<_enhancement_v1_CreateJobRequest, _enhancement_v1_EnhancementJob, _enhancement_v1_CreateJobRequest__Output, _enhancement_v1_EnhancementJob__Output>
  DeleteInputVideo: MethodDefinition<_enhancement_v1_InputVideoRequest, _enhancement_v1_DeleteInputVideoResponse, _enhancement_v1_InputVideoRequest__Output, _enhancement_v1_DeleteInputVideoResponse__Output>
  DeleteRestoredVideo: MethodDefinition<_enhancement_v1_JobRequest, _enhancement_v1_DeleteInputVideoResponse, _enhancement_v1_JobRequest__Output, _enhancement_v1_DeleteInputVideoResponse__Output>
  EstimateJob: MethodDefinition<_enhancement_v1_EstimateJobRequest, _enhancement_v1_Estimate, _enhancement_v1_EstimateJobRequest__Output, _enhancement_v1_Estimate__Output>
  GetInputVideo: MethodDefinition<_enhancement_v1_InputVideoRequest, _enhancement_v1_InputVideo, _enhancement_v1_InputVideoRequest__Output, _enhancement_v1_InputVideo__Output>
  GetJob: MethodDefinition<_enhancement_v1_JobRequest, _enhancement_v1_EnhancementJob, _enhancement_v1_JobRequest__Output, _enhancement_v1_EnhancementJob__Output>
  GetRestoredVideo: MethodDefinition<_enhancement_v1_JobRequest, _enhancement_v1_RestoredVideo, _enhancement_v1_JobRequest__Output, _enhancement_v1_RestoredVideo__Output>
  ListInputVideos: MethodDefinition<_enhancement_v1_ListInputVideosRequest, _enhancement_v1_InputVideoPage, _enhancement_v1_ListInputVideosRequest__Output, _enhancement_v1_InputVideoPage__Output>
  ListJobs: MethodDefinition<_enhancement_v1_ListJobsRequest, _enhancement_v1_JobPage, _enhancement_v1_ListJobsRequest__Output, _enhancement_v1_JobPage__Output>
  ListMlModels: MethodDefinition<_enhancement_v1_ListMlModelsRequest, _enhancement_v1_MlModelList, _enhancement_v1_ListMlModelsRequest__Output, _enhancement_v1_MlModelList__Output>
  ListRestoredVideos: MethodDefinition<_enhancement_v1_ListJobsRequest, _enhancement_v1_RestoredVideoPage, _enhancement_v1_ListJobsRequest__Output, _enhancement_v1_RestoredVideoPage__Output>
  RegisterVideoUpload: MethodDefinition<_enhancement_v1_RegisterVideoUploadRequest, _enhancement_v1_InputVideo, _enhancement_v1_RegisterVideoUploadRequest__Output, _enhancement_v1_InputVideo__Output>
}
