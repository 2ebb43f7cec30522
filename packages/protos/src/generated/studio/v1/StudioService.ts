// Original file: studio/v1/studio.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { Asset as _studio_v1_Asset, Asset__Output as _studio_v1_Asset__Output } from '../../studio/v1/Asset.ts';
import type { CancelImageToTextJobResponse as _studio_v1_CancelImageToTextJobResponse, CancelImageToTextJobResponse__Output as _studio_v1_CancelImageToTextJobResponse__Output } from '../../studio/v1/CancelImageToTextJobResponse.ts';
import type { CancelImageToVideoJobResponse as _studio_v1_CancelImageToVideoJobResponse, CancelImageToVideoJobResponse__Output as _studio_v1_CancelImageToVideoJobResponse__Output } from '../../studio/v1/CancelImageToVideoJobResponse.ts';
import type { CancelTextToImageJobResponse as _studio_v1_CancelTextToImageJobResponse, CancelTextToImageJobResponse__Output as _studio_v1_CancelTextToImageJobResponse__Output } from '../../studio/v1/CancelTextToImageJobResponse.ts';
import type { CreateExternalAssetRequest as _studio_v1_CreateExternalAssetRequest, CreateExternalAssetRequest__Output as _studio_v1_CreateExternalAssetRequest__Output } from '../../studio/v1/CreateExternalAssetRequest.ts';
import type { CreateImageToTextJobRequest as _studio_v1_CreateImageToTextJobRequest, CreateImageToTextJobRequest__Output as _studio_v1_CreateImageToTextJobRequest__Output } from '../../studio/v1/CreateImageToTextJobRequest.ts';
import type { CreateImageToVideoJobRequest as _studio_v1_CreateImageToVideoJobRequest, CreateImageToVideoJobRequest__Output as _studio_v1_CreateImageToVideoJobRequest__Output } from '../../studio/v1/CreateImageToVideoJobRequest.ts';
import type { CreateProjectRequest as _studio_v1_CreateProjectRequest, CreateProjectRequest__Output as _studio_v1_CreateProjectRequest__Output } from '../../studio/v1/CreateProjectRequest.ts';
import type { CreateShotRequest as _studio_v1_CreateShotRequest, CreateShotRequest__Output as _studio_v1_CreateShotRequest__Output } from '../../studio/v1/CreateShotRequest.ts';
import type { CreateStylePresetRequest as _studio_v1_CreateStylePresetRequest, CreateStylePresetRequest__Output as _studio_v1_CreateStylePresetRequest__Output } from '../../studio/v1/CreateStylePresetRequest.ts';
import type { CreateTextToImageJobRequest as _studio_v1_CreateTextToImageJobRequest, CreateTextToImageJobRequest__Output as _studio_v1_CreateTextToImageJobRequest__Output } from '../../studio/v1/CreateTextToImageJobRequest.ts';
import type { CreateUploadRequest as _studio_v1_CreateUploadRequest, CreateUploadRequest__Output as _studio_v1_CreateUploadRequest__Output } from '../../studio/v1/CreateUploadRequest.ts';
import type { CreateUploadResponse as _studio_v1_CreateUploadResponse, CreateUploadResponse__Output as _studio_v1_CreateUploadResponse__Output } from '../../studio/v1/CreateUploadResponse.ts';
import type { DeleteResponse as _studio_v1_DeleteResponse, DeleteResponse__Output as _studio_v1_DeleteResponse__Output } from '../../studio/v1/DeleteResponse.ts';
import type { FinalizeUploadRequest as _studio_v1_FinalizeUploadRequest, FinalizeUploadRequest__Output as _studio_v1_FinalizeUploadRequest__Output } from '../../studio/v1/FinalizeUploadRequest.ts';
import type { GetAssetRequest as _studio_v1_GetAssetRequest, GetAssetRequest__Output as _studio_v1_GetAssetRequest__Output } from '../../studio/v1/GetAssetRequest.ts';
import type { GetByIdRequest as _studio_v1_GetByIdRequest, GetByIdRequest__Output as _studio_v1_GetByIdRequest__Output } from '../../studio/v1/GetByIdRequest.ts';
import type { GetJobRequest as _studio_v1_GetJobRequest, GetJobRequest__Output as _studio_v1_GetJobRequest__Output } from '../../studio/v1/GetJobRequest.ts';
import type { ImageAsset as _studio_v1_ImageAsset, ImageAsset__Output as _studio_v1_ImageAsset__Output } from '../../studio/v1/ImageAsset.ts';
import type { ImageAssetPage as _studio_v1_ImageAssetPage, ImageAssetPage__Output as _studio_v1_ImageAssetPage__Output } from '../../studio/v1/ImageAssetPage.ts';
import type { ImageToTextJob as _studio_v1_ImageToTextJob, ImageToTextJob__Output as _studio_v1_ImageToTextJob__Output } from '../../studio/v1/ImageToTextJob.ts';
import type { ImageToTextJobPage as _studio_v1_ImageToTextJobPage, ImageToTextJobPage__Output as _studio_v1_ImageToTextJobPage__Output } from '../../studio/v1/ImageToTextJobPage.ts';
import type { ImageToVideoJob as _studio_v1_ImageToVideoJob, ImageToVideoJob__Output as _studio_v1_ImageToVideoJob__Output } from '../../studio/v1/ImageToVideoJob.ts';
import type { ImageToVideoJobPage as _studio_v1_ImageToVideoJobPage, ImageToVideoJobPage__Output as _studio_v1_ImageToVideoJobPage__Output } from '../../studio/v1/ImageToVideoJobPage.ts';
import type { ListJobsRequest as _studio_v1_ListJobsRequest, ListJobsRequest__Output as _studio_v1_ListJobsRequest__Output } from '../../studio/v1/ListJobsRequest.ts';
import type { ListRequest as _studio_v1_ListRequest, ListRequest__Output as _studio_v1_ListRequest__Output } from '../../studio/v1/ListRequest.ts';
import type { ListShotsRequest as _studio_v1_ListShotsRequest, ListShotsRequest__Output as _studio_v1_ListShotsRequest__Output } from '../../studio/v1/ListShotsRequest.ts';
import type { Project as _studio_v1_Project, Project__Output as _studio_v1_Project__Output } from '../../studio/v1/Project.ts';
import type { ProjectPage as _studio_v1_ProjectPage, ProjectPage__Output as _studio_v1_ProjectPage__Output } from '../../studio/v1/ProjectPage.ts';
import type { PublishSharedVideoResponse as _studio_v1_PublishSharedVideoResponse, PublishSharedVideoResponse__Output as _studio_v1_PublishSharedVideoResponse__Output } from '../../studio/v1/PublishSharedVideoResponse.ts';
import type { RegisterUploadRequest as _studio_v1_RegisterUploadRequest, RegisterUploadRequest__Output as _studio_v1_RegisterUploadRequest__Output } from '../../studio/v1/RegisterUploadRequest.ts';
import type { SharedVideoFiles as _studio_v1_SharedVideoFiles, SharedVideoFiles__Output as _studio_v1_SharedVideoFiles__Output } from '../../studio/v1/SharedVideoFiles.ts';
import type { SharedVideoRequest as _studio_v1_SharedVideoRequest, SharedVideoRequest__Output as _studio_v1_SharedVideoRequest__Output } from '../../studio/v1/SharedVideoRequest.ts';
import type { Shot as _studio_v1_Shot, Shot__Output as _studio_v1_Shot__Output } from '../../studio/v1/Shot.ts';
import type { ShotPage as _studio_v1_ShotPage, ShotPage__Output as _studio_v1_ShotPage__Output } from '../../studio/v1/ShotPage.ts';
import type { ShotRequest as _studio_v1_ShotRequest, ShotRequest__Output as _studio_v1_ShotRequest__Output } from '../../studio/v1/ShotRequest.ts';
import type { StylePreset as _studio_v1_StylePreset, StylePreset__Output as _studio_v1_StylePreset__Output } from '../../studio/v1/StylePreset.ts';
import type { StylePresetPage as _studio_v1_StylePresetPage, StylePresetPage__Output as _studio_v1_StylePresetPage__Output } from '../../studio/v1/StylePresetPage.ts';
import type { TextToImageJob as _studio_v1_TextToImageJob, TextToImageJob__Output as _studio_v1_TextToImageJob__Output } from '../../studio/v1/TextToImageJob.ts';
import type { TextToImageJobPage as _studio_v1_TextToImageJobPage, TextToImageJobPage__Output as _studio_v1_TextToImageJobPage__Output } from '../../studio/v1/TextToImageJobPage.ts';
import type { UnpublishSharedVideoRequest as _studio_v1_UnpublishSharedVideoRequest, UnpublishSharedVideoRequest__Output as _studio_v1_UnpublishSharedVideoRequest__Output } from '../../studio/v1/UnpublishSharedVideoRequest.ts';
import type { UpdateProjectRequest as _studio_v1_UpdateProjectRequest, UpdateProjectRequest__Output as _studio_v1_UpdateProjectRequest__Output } from '../../studio/v1/UpdateProjectRequest.ts';
import type { UpdateShotRequest as _studio_v1_UpdateShotRequest, UpdateShotRequest__Output as _studio_v1_UpdateShotRequest__Output } from '../../studio/v1/UpdateShotRequest.ts';
import type { VideoAsset as _studio_v1_VideoAsset, VideoAsset__Output as _studio_v1_VideoAsset__Output } from '../../studio/v1/VideoAsset.ts';
import type { VideoAssetPage as _studio_v1_VideoAssetPage, VideoAssetPage__Output as _studio_v1_VideoAssetPage__Output } from '../../studio/v1/VideoAssetPage.ts';

export interface StudioServiceClient extends grpc.Client {
  CancelImageToTextJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_CancelImageToTextJobResponse__Output>): grpc.ClientUnaryCall;
  CancelImageToTextJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_CancelImageToTextJobResponse__Output>): grpc.ClientUnaryCall;
  CancelImageToTextJob(argument: _studio_v1_GetJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_CancelImageToTextJobResponse__Output>): grpc.ClientUnaryCall;
  CancelImageToTextJob(argument: _studio_v1_GetJobRequest, callback: grpc.requestCallback<_studio_v1_CancelImageToTextJobResponse__Output>): grpc.ClientUnaryCall;
  cancelImageToTextJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_CancelImageToTextJobResponse__Output>): grpc.ClientUnaryCall;
  cancelImageToTextJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_CancelImageToTextJobResponse__Output>): grpc.ClientUnaryCall;
  cancelImageToTextJob(argument: _studio_v1_GetJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_CancelImageToTextJobResponse__Output>): grpc.ClientUnaryCall;
  cancelImageToTextJob(argument: _studio_v1_GetJobRequest, callback: grpc.requestCallback<_studio_v1_CancelImageToTextJobResponse__Output>): grpc.ClientUnaryCall;
  
  CancelImageToVideoJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_CancelImageToVideoJobResponse__Output>): grpc.ClientUnaryCall;
  CancelImageToVideoJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_CancelImageToVideoJobResponse__Output>): grpc.ClientUnaryCall;
  CancelImageToVideoJob(argument: _studio_v1_GetJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_CancelImageToVideoJobResponse__Output>): grpc.ClientUnaryCall;
  CancelImageToVideoJob(argument: _studio_v1_GetJobRequest, callback: grpc.requestCallback<_studio_v1_CancelImageToVideoJobResponse__Output>): grpc.ClientUnaryCall;
  cancelImageToVideoJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_CancelImageToVideoJobResponse__Output>): grpc.ClientUnaryCall;
  cancelImageToVideoJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_CancelImageToVideoJobResponse__Output>): grpc.ClientUnaryCall;
  cancelImageToVideoJob(argument: _studio_v1_GetJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_CancelImageToVideoJobResponse__Output>): grpc.ClientUnaryCall;
  cancelImageToVideoJob(argument: _studio_v1_GetJobRequest, callback: grpc.requestCallback<_studio_v1_CancelImageToVideoJobResponse__Output>): grpc.ClientUnaryCall;
  
  CancelTextToImageJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_CancelTextToImageJobResponse__Output>): grpc.ClientUnaryCall;
  CancelTextToImageJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_CancelTextToImageJobResponse__Output>): grpc.ClientUnaryCall;
  CancelTextToImageJob(argument: _studio_v1_GetJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_CancelTextToImageJobResponse__Output>): grpc.ClientUnaryCall;
  CancelTextToImageJob(argument: _studio_v1_GetJobRequest, callback: grpc.requestCallback<_studio_v1_CancelTextToImageJobResponse__Output>): grpc.ClientUnaryCall;
  cancelTextToImageJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_CancelTextToImageJobResponse__Output>): grpc.ClientUnaryCall;
  cancelTextToImageJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_CancelTextToImageJobResponse__Output>): grpc.ClientUnaryCall;
  cancelTextToImageJob(argument: _studio_v1_GetJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_CancelTextToImageJobResponse__Output>): grpc.ClientUnaryCall;
  cancelTextToImageJob(argument: _studio_v1_GetJobRequest, callback: grpc.requestCallback<_studio_v1_CancelTextToImageJobResponse__Output>): grpc.ClientUnaryCall;
  
  CreateExternalAsset(argument: _studio_v1_CreateExternalAssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  CreateExternalAsset(argument: _studio_v1_CreateExternalAssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  CreateExternalAsset(argument: _studio_v1_CreateExternalAssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  CreateExternalAsset(argument: _studio_v1_CreateExternalAssetRequest, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  createExternalAsset(argument: _studio_v1_CreateExternalAssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  createExternalAsset(argument: _studio_v1_CreateExternalAssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  createExternalAsset(argument: _studio_v1_CreateExternalAssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  createExternalAsset(argument: _studio_v1_CreateExternalAssetRequest, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  
  CreateImageToTextJob(argument: _studio_v1_CreateImageToTextJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToTextJob__Output>): grpc.ClientUnaryCall;
  CreateImageToTextJob(argument: _studio_v1_CreateImageToTextJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_ImageToTextJob__Output>): grpc.ClientUnaryCall;
  CreateImageToTextJob(argument: _studio_v1_CreateImageToTextJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToTextJob__Output>): grpc.ClientUnaryCall;
  CreateImageToTextJob(argument: _studio_v1_CreateImageToTextJobRequest, callback: grpc.requestCallback<_studio_v1_ImageToTextJob__Output>): grpc.ClientUnaryCall;
  createImageToTextJob(argument: _studio_v1_CreateImageToTextJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToTextJob__Output>): grpc.ClientUnaryCall;
  createImageToTextJob(argument: _studio_v1_CreateImageToTextJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_ImageToTextJob__Output>): grpc.ClientUnaryCall;
  createImageToTextJob(argument: _studio_v1_CreateImageToTextJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToTextJob__Output>): grpc.ClientUnaryCall;
  createImageToTextJob(argument: _studio_v1_CreateImageToTextJobRequest, callback: grpc.requestCallback<_studio_v1_ImageToTextJob__Output>): grpc.ClientUnaryCall;
  
  CreateImageToVideoJob(argument: _studio_v1_CreateImageToVideoJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToVideoJob__Output>): grpc.ClientUnaryCall;
  CreateImageToVideoJob(argument: _studio_v1_CreateImageToVideoJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_ImageToVideoJob__Output>): grpc.ClientUnaryCall;
  CreateImageToVideoJob(argument: _studio_v1_CreateImageToVideoJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToVideoJob__Output>): grpc.ClientUnaryCall;
  CreateImageToVideoJob(argument: _studio_v1_CreateImageToVideoJobRequest, callback: grpc.requestCallback<_studio_v1_ImageToVideoJob__Output>): grpc.ClientUnaryCall;
  createImageToVideoJob(argument: _studio_v1_CreateImageToVideoJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToVideoJob__Output>): grpc.ClientUnaryCall;
  createImageToVideoJob(argument: _studio_v1_CreateImageToVideoJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_ImageToVideoJob__Output>): grpc.ClientUnaryCall;
  createImageToVideoJob(argument: _studio_v1_CreateImageToVideoJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToVideoJob__Output>): grpc.ClientUnaryCall;
  createImageToVideoJob(argument: _studio_v1_CreateImageToVideoJobRequest, callback: grpc.requestCallback<_studio_v1_ImageToVideoJob__Output>): grpc.ClientUnaryCall;
  
  CreateProject(argument: _studio_v1_CreateProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  CreateProject(argument: _studio_v1_CreateProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  CreateProject(argument: _studio_v1_CreateProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  CreateProject(argument: _studio_v1_CreateProjectRequest, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  createProject(argument: _studio_v1_CreateProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  createProject(argument: _studio_v1_CreateProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  createProject(argument: _studio_v1_CreateProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  createProject(argument: _studio_v1_CreateProjectRequest, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  
  CreateShot(argument: _studio_v1_CreateShotRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  CreateShot(argument: _studio_v1_CreateShotRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  CreateShot(argument: _studio_v1_CreateShotRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  CreateShot(argument: _studio_v1_CreateShotRequest, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  createShot(argument: _studio_v1_CreateShotRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  createShot(argument: _studio_v1_CreateShotRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  createShot(argument: _studio_v1_CreateShotRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  createShot(argument: _studio_v1_CreateShotRequest, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  
  CreateStylePreset(argument: _studio_v1_CreateStylePresetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_StylePreset__Output>): grpc.ClientUnaryCall;
  CreateStylePreset(argument: _studio_v1_CreateStylePresetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_StylePreset__Output>): grpc.ClientUnaryCall;
  CreateStylePreset(argument: _studio_v1_CreateStylePresetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_StylePreset__Output>): grpc.ClientUnaryCall;
  CreateStylePreset(argument: _studio_v1_CreateStylePresetRequest, callback: grpc.requestCallback<_studio_v1_StylePreset__Output>): grpc.ClientUnaryCall;
  createStylePreset(argument: _studio_v1_CreateStylePresetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_StylePreset__Output>): grpc.ClientUnaryCall;
  createStylePreset(argument: _studio_v1_CreateStylePresetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_StylePreset__Output>): grpc.ClientUnaryCall;
  createStylePreset(argument: _studio_v1_CreateStylePresetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_StylePreset__Output>): grpc.ClientUnaryCall;
  createStylePreset(argument: _studio_v1_CreateStylePresetRequest, callback: grpc.requestCallback<_studio_v1_StylePreset__Output>): grpc.ClientUnaryCall;
  
  CreateTextToImageJob(argument: _studio_v1_CreateTextToImageJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_TextToImageJob__Output>): grpc.ClientUnaryCall;
  CreateTextToImageJob(argument: _studio_v1_CreateTextToImageJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_TextToImageJob__Output>): grpc.ClientUnaryCall;
  CreateTextToImageJob(argument: _studio_v1_CreateTextToImageJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_TextToImageJob__Output>): grpc.ClientUnaryCall;
  CreateTextToImageJob(argument: _studio_v1_CreateTextToImageJobRequest, callback: grpc.requestCallback<_studio_v1_TextToImageJob__Output>): grpc.ClientUnaryCall;
  createTextToImageJob(argument: _studio_v1_CreateTextToImageJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_TextToImageJob__Output>): grpc.ClientUnaryCall;
  createTextToImageJob(argument: _studio_v1_CreateTextToImageJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_TextToImageJob__Output>): grpc.ClientUnaryCall;
  createTextToImageJob(argument: _studio_v1_CreateTextToImageJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_TextToImageJob__Output>): grpc.ClientUnaryCall;
  createTextToImageJob(argument: _studio_v1_CreateTextToImageJobRequest, callback: grpc.requestCallback<_studio_v1_TextToImageJob__Output>): grpc.ClientUnaryCall;
  
  CreateUpload(argument: _studio_v1_CreateUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_CreateUploadResponse__Output>): grpc.ClientUnaryCall;
  CreateUpload(argument: _studio_v1_CreateUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_CreateUploadResponse__Output>): grpc.ClientUnaryCall;
  CreateUpload(argument: _studio_v1_CreateUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_CreateUploadResponse__Output>): grpc.ClientUnaryCall;
  CreateUpload(argument: _studio_v1_CreateUploadRequest, callback: grpc.requestCallback<_studio_v1_CreateUploadResponse__Output>): grpc.ClientUnaryCall;
  createUpload(argument: _studio_v1_CreateUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_CreateUploadResponse__Output>): grpc.ClientUnaryCall;
  createUpload(argument: _studio_v1_CreateUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_CreateUploadResponse__Output>): grpc.ClientUnaryCall;
  createUpload(argument: _studio_v1_CreateUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_CreateUploadResponse__Output>): grpc.ClientUnaryCall;
  createUpload(argument: _studio_v1_CreateUploadRequest, callback: grpc.requestCallback<_studio_v1_CreateUploadResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteImageAsset(argument: _studio_v1_GetAssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteImageAsset(argument: _studio_v1_GetAssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteImageAsset(argument: _studio_v1_GetAssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteImageAsset(argument: _studio_v1_GetAssetRequest, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteImageAsset(argument: _studio_v1_GetAssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteImageAsset(argument: _studio_v1_GetAssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteImageAsset(argument: _studio_v1_GetAssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteImageAsset(argument: _studio_v1_GetAssetRequest, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteProject(argument: _studio_v1_GetByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteProject(argument: _studio_v1_GetByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteProject(argument: _studio_v1_GetByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteProject(argument: _studio_v1_GetByIdRequest, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteProject(argument: _studio_v1_GetByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteProject(argument: _studio_v1_GetByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteProject(argument: _studio_v1_GetByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteProject(argument: _studio_v1_GetByIdRequest, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteShot(argument: _studio_v1_ShotRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteShot(argument: _studio_v1_ShotRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteShot(argument: _studio_v1_ShotRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteShot(argument: _studio_v1_ShotRequest, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteShot(argument: _studio_v1_ShotRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteShot(argument: _studio_v1_ShotRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteShot(argument: _studio_v1_ShotRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteShot(argument: _studio_v1_ShotRequest, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteStylePreset(argument: _studio_v1_GetByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteStylePreset(argument: _studio_v1_GetByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteStylePreset(argument: _studio_v1_GetByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteStylePreset(argument: _studio_v1_GetByIdRequest, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteStylePreset(argument: _studio_v1_GetByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteStylePreset(argument: _studio_v1_GetByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteStylePreset(argument: _studio_v1_GetByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteStylePreset(argument: _studio_v1_GetByIdRequest, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteVideoAsset(argument: _studio_v1_GetAssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteVideoAsset(argument: _studio_v1_GetAssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteVideoAsset(argument: _studio_v1_GetAssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteVideoAsset(argument: _studio_v1_GetAssetRequest, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteVideoAsset(argument: _studio_v1_GetAssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteVideoAsset(argument: _studio_v1_GetAssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteVideoAsset(argument: _studio_v1_GetAssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteVideoAsset(argument: _studio_v1_GetAssetRequest, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  
  FinalizeUpload(argument: _studio_v1_FinalizeUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  FinalizeUpload(argument: _studio_v1_FinalizeUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  FinalizeUpload(argument: _studio_v1_FinalizeUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  FinalizeUpload(argument: _studio_v1_FinalizeUploadRequest, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  finalizeUpload(argument: _studio_v1_FinalizeUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  finalizeUpload(argument: _studio_v1_FinalizeUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  finalizeUpload(argument: _studio_v1_FinalizeUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  finalizeUpload(argument: _studio_v1_FinalizeUploadRequest, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  
  GetImageAsset(argument: _studio_v1_GetAssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageAsset__Output>): grpc.ClientUnaryCall;
  GetImageAsset(argument: _studio_v1_GetAssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_ImageAsset__Output>): grpc.ClientUnaryCall;
  GetImageAsset(argument: _studio_v1_GetAssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageAsset__Output>): grpc.ClientUnaryCall;
  GetImageAsset(argument: _studio_v1_GetAssetRequest, callback: grpc.requestCallback<_studio_v1_ImageAsset__Output>): grpc.ClientUnaryCall;
  getImageAsset(argument: _studio_v1_GetAssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageAsset__Output>): grpc.ClientUnaryCall;
  getImageAsset(argument: _studio_v1_GetAssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_ImageAsset__Output>): grpc.ClientUnaryCall;
  getImageAsset(argument: _studio_v1_GetAssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageAsset__Output>): grpc.ClientUnaryCall;
  getImageAsset(argument: _studio_v1_GetAssetRequest, callback: grpc.requestCallback<_studio_v1_ImageAsset__Output>): grpc.ClientUnaryCall;
  
  GetImageToTextJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToTextJob__Output>): grpc.ClientUnaryCall;
  GetImageToTextJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_ImageToTextJob__Output>): grpc.ClientUnaryCall;
  GetImageToTextJob(argument: _studio_v1_GetJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToTextJob__Output>): grpc.ClientUnaryCall;
  GetImageToTextJob(argument: _studio_v1_GetJobRequest, callback: grpc.requestCallback<_studio_v1_ImageToTextJob__Output>): grpc.ClientUnaryCall;
  getImageToTextJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToTextJob__Output>): grpc.ClientUnaryCall;
  getImageToTextJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_ImageToTextJob__Output>): grpc.ClientUnaryCall;
  getImageToTextJob(argument: _studio_v1_GetJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToTextJob__Output>): grpc.ClientUnaryCall;
  getImageToTextJob(argument: _studio_v1_GetJobRequest, callback: grpc.requestCallback<_studio_v1_ImageToTextJob__Output>): grpc.ClientUnaryCall;
  
  GetImageToVideoJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToVideoJob__Output>): grpc.ClientUnaryCall;
  GetImageToVideoJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_ImageToVideoJob__Output>): grpc.ClientUnaryCall;
  GetImageToVideoJob(argument: _studio_v1_GetJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToVideoJob__Output>): grpc.ClientUnaryCall;
  GetImageToVideoJob(argument: _studio_v1_GetJobRequest, callback: grpc.requestCallback<_studio_v1_ImageToVideoJob__Output>): grpc.ClientUnaryCall;
  getImageToVideoJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToVideoJob__Output>): grpc.ClientUnaryCall;
  getImageToVideoJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_ImageToVideoJob__Output>): grpc.ClientUnaryCall;
  getImageToVideoJob(argument: _studio_v1_GetJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToVideoJob__Output>): grpc.ClientUnaryCall;
  getImageToVideoJob(argument: _studio_v1_GetJobRequest, callback: grpc.requestCallback<_studio_v1_ImageToVideoJob__Output>): grpc.ClientUnaryCall;
  
  GetProject(argument: _studio_v1_GetByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  GetProject(argument: _studio_v1_GetByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  GetProject(argument: _studio_v1_GetByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  GetProject(argument: _studio_v1_GetByIdRequest, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  getProject(argument: _studio_v1_GetByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  getProject(argument: _studio_v1_GetByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  getProject(argument: _studio_v1_GetByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  getProject(argument: _studio_v1_GetByIdRequest, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  
  GetSharedVideo(argument: _studio_v1_SharedVideoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_SharedVideoFiles__Output>): grpc.ClientUnaryCall;
  GetSharedVideo(argument: _studio_v1_SharedVideoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_SharedVideoFiles__Output>): grpc.ClientUnaryCall;
  GetSharedVideo(argument: _studio_v1_SharedVideoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_SharedVideoFiles__Output>): grpc.ClientUnaryCall;
  GetSharedVideo(argument: _studio_v1_SharedVideoRequest, callback: grpc.requestCallback<_studio_v1_SharedVideoFiles__Output>): grpc.ClientUnaryCall;
  getSharedVideo(argument: _studio_v1_SharedVideoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_SharedVideoFiles__Output>): grpc.ClientUnaryCall;
  getSharedVideo(argument: _studio_v1_SharedVideoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_SharedVideoFiles__Output>): grpc.ClientUnaryCall;
  getSharedVideo(argument: _studio_v1_SharedVideoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_SharedVideoFiles__Output>): grpc.ClientUnaryCall;
  getSharedVideo(argument: _studio_v1_SharedVideoRequest, callback: grpc.requestCallback<_studio_v1_SharedVideoFiles__Output>): grpc.ClientUnaryCall;
  
  GetShot(argument: _studio_v1_ShotRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  GetShot(argument: _studio_v1_ShotRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  GetShot(argument: _studio_v1_ShotRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  GetShot(argument: _studio_v1_ShotRequest, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  getShot(argument: _studio_v1_ShotRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  getShot(argument: _studio_v1_ShotRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  getShot(argument: _studio_v1_ShotRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  getShot(argument: _studio_v1_ShotRequest, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  
  GetStylePreset(argument: _studio_v1_GetByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_StylePreset__Output>): grpc.ClientUnaryCall;
  GetStylePreset(argument: _studio_v1_GetByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_StylePreset__Output>): grpc.ClientUnaryCall;
  GetStylePreset(argument: _studio_v1_GetByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_StylePreset__Output>): grpc.ClientUnaryCall;
  GetStylePreset(argument: _studio_v1_GetByIdRequest, callback: grpc.requestCallback<_studio_v1_StylePreset__Output>): grpc.ClientUnaryCall;
  getStylePreset(argument: _studio_v1_GetByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_StylePreset__Output>): grpc.ClientUnaryCall;
  getStylePreset(argument: _studio_v1_GetByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_StylePreset__Output>): grpc.ClientUnaryCall;
  getStylePreset(argument: _studio_v1_GetByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_StylePreset__Output>): grpc.ClientUnaryCall;
  getStylePreset(argument: _studio_v1_GetByIdRequest, callback: grpc.requestCallback<_studio_v1_StylePreset__Output>): grpc.ClientUnaryCall;
  
  GetTextToImageJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_TextToImageJob__Output>): grpc.ClientUnaryCall;
  GetTextToImageJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_TextToImageJob__Output>): grpc.ClientUnaryCall;
  GetTextToImageJob(argument: _studio_v1_GetJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_TextToImageJob__Output>): grpc.ClientUnaryCall;
  GetTextToImageJob(argument: _studio_v1_GetJobRequest, callback: grpc.requestCallback<_studio_v1_TextToImageJob__Output>): grpc.ClientUnaryCall;
  getTextToImageJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_TextToImageJob__Output>): grpc.ClientUnaryCall;
  getTextToImageJob(argument: _studio_v1_GetJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_TextToImageJob__Output>): grpc.ClientUnaryCall;
  getTextToImageJob(argument: _studio_v1_GetJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_TextToImageJob__Output>): grpc.ClientUnaryCall;
  getTextToImageJob(argument: _studio_v1_GetJobRequest, callback: grpc.requestCallback<_studio_v1_TextToImageJob__Output>): grpc.ClientUnaryCall;
  
  GetVideoAsset(argument: _studio_v1_GetAssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_VideoAsset__Output>): grpc.ClientUnaryCall;
  GetVideoAsset(argument: _studio_v1_GetAssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_VideoAsset__Output>): grpc.ClientUnaryCall;
  GetVideoAsset(argument: _studio_v1_GetAssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_VideoAsset__Output>): grpc.ClientUnaryCall;
  GetVideoAsset(argument: _studio_v1_GetAssetRequest, callback: grpc.requestCallback<_studio_v1_VideoAsset__Output>): grpc.ClientUnaryCall;
  getVideoAsset(argument: _studio_v1_GetAssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_VideoAsset__Output>): grpc.ClientUnaryCall;
  getVideoAsset(argument: _studio_v1_GetAssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_VideoAsset__Output>): grpc.ClientUnaryCall;
  getVideoAsset(argument: _studio_v1_GetAssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_VideoAsset__Output>): grpc.ClientUnaryCall;
  getVideoAsset(argument: _studio_v1_GetAssetRequest, callback: grpc.requestCallback<_studio_v1_VideoAsset__Output>): grpc.ClientUnaryCall;
  
  ListImageAssets(argument: _studio_v1_ListRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageAssetPage__Output>): grpc.ClientUnaryCall;
  ListImageAssets(argument: _studio_v1_ListRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_ImageAssetPage__Output>): grpc.ClientUnaryCall;
  ListImageAssets(argument: _studio_v1_ListRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageAssetPage__Output>): grpc.ClientUnaryCall;
  ListImageAssets(argument: _studio_v1_ListRequest, callback: grpc.requestCallback<_studio_v1_ImageAssetPage__Output>): grpc.ClientUnaryCall;
  listImageAssets(argument: _studio_v1_ListRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageAssetPage__Output>): grpc.ClientUnaryCall;
  listImageAssets(argument: _studio_v1_ListRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_ImageAssetPage__Output>): grpc.ClientUnaryCall;
  listImageAssets(argument: _studio_v1_ListRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageAssetPage__Output>): grpc.ClientUnaryCall;
  listImageAssets(argument: _studio_v1_ListRequest, callback: grpc.requestCallback<_studio_v1_ImageAssetPage__Output>): grpc.ClientUnaryCall;
  
  ListImageToTextJobs(argument: _studio_v1_ListJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToTextJobPage__Output>): grpc.ClientUnaryCall;
  ListImageToTextJobs(argument: _studio_v1_ListJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_ImageToTextJobPage__Output>): grpc.ClientUnaryCall;
  ListImageToTextJobs(argument: _studio_v1_ListJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToTextJobPage__Output>): grpc.ClientUnaryCall;
  ListImageToTextJobs(argument: _studio_v1_ListJobsRequest, callback: grpc.requestCallback<_studio_v1_ImageToTextJobPage__Output>): grpc.ClientUnaryCall;
  listImageToTextJobs(argument: _studio_v1_ListJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToTextJobPage__Output>): grpc.ClientUnaryCall;
  listImageToTextJobs(argument: _studio_v1_ListJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_ImageToTextJobPage__Output>): grpc.ClientUnaryCall;
  listImageToTextJobs(argument: _studio_v1_ListJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToTextJobPage__Output>): grpc.ClientUnaryCall;
  listImageToTextJobs(argument: _studio_v1_ListJobsRequest, callback: grpc.requestCallback<_studio_v1_ImageToTextJobPage__Output>): grpc.ClientUnaryCall;
  
  ListImageToVideoJobs(argument: _studio_v1_ListJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToVideoJobPage__Output>): grpc.ClientUnaryCall;
  ListImageToVideoJobs(argument: _studio_v1_ListJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_ImageToVideoJobPage__Output>): grpc.ClientUnaryCall;
  ListImageToVideoJobs(argument: _studio_v1_ListJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToVideoJobPage__Output>): grpc.ClientUnaryCall;
  ListImageToVideoJobs(argument: _studio_v1_ListJobsRequest, callback: grpc.requestCallback<_studio_v1_ImageToVideoJobPage__Output>): grpc.ClientUnaryCall;
  listImageToVideoJobs(argument: _studio_v1_ListJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToVideoJobPage__Output>): grpc.ClientUnaryCall;
  listImageToVideoJobs(argument: _studio_v1_ListJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_ImageToVideoJobPage__Output>): grpc.ClientUnaryCall;
  listImageToVideoJobs(argument: _studio_v1_ListJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ImageToVideoJobPage__Output>): grpc.ClientUnaryCall;
  listImageToVideoJobs(argument: _studio_v1_ListJobsRequest, callback: grpc.requestCallback<_studio_v1_ImageToVideoJobPage__Output>): grpc.ClientUnaryCall;
  
  ListProjects(argument: _studio_v1_ListRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ProjectPage__Output>): grpc.ClientUnaryCall;
  ListProjects(argument: _studio_v1_ListRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_ProjectPage__Output>): grpc.ClientUnaryCall;
  ListProjects(argument: _studio_v1_ListRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ProjectPage__Output>): grpc.ClientUnaryCall;
  ListProjects(argument: _studio_v1_ListRequest, callback: grpc.requestCallback<_studio_v1_ProjectPage__Output>): grpc.ClientUnaryCall;
  listProjects(argument: _studio_v1_ListRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ProjectPage__Output>): grpc.ClientUnaryCall;
  listProjects(argument: _studio_v1_ListRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_ProjectPage__Output>): grpc.ClientUnaryCall;
  listProjects(argument: _studio_v1_ListRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ProjectPage__Output>): grpc.ClientUnaryCall;
  listProjects(argument: _studio_v1_ListRequest, callback: grpc.requestCallback<_studio_v1_ProjectPage__Output>): grpc.ClientUnaryCall;
  
  ListShots(argument: _studio_v1_ListShotsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ShotPage__Output>): grpc.ClientUnaryCall;
  ListShots(argument: _studio_v1_ListShotsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_ShotPage__Output>): grpc.ClientUnaryCall;
  ListShots(argument: _studio_v1_ListShotsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ShotPage__Output>): grpc.ClientUnaryCall;
  ListShots(argument: _studio_v1_ListShotsRequest, callback: grpc.requestCallback<_studio_v1_ShotPage__Output>): grpc.ClientUnaryCall;
  listShots(argument: _studio_v1_ListShotsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ShotPage__Output>): grpc.ClientUnaryCall;
  listShots(argument: _studio_v1_ListShotsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_ShotPage__Output>): grpc.ClientUnaryCall;
  listShots(argument: _studio_v1_ListShotsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_ShotPage__Output>): grpc.ClientUnaryCall;
  listShots(argument: _studio_v1_ListShotsRequest, callback: grpc.requestCallback<_studio_v1_ShotPage__Output>): grpc.ClientUnaryCall;
  
  ListStylePresets(argument: _studio_v1_ListRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_StylePresetPage__Output>): grpc.ClientUnaryCall;
  ListStylePresets(argument: _studio_v1_ListRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_StylePresetPage__Output>): grpc.ClientUnaryCall;
  ListStylePresets(argument: _studio_v1_ListRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_StylePresetPage__Output>): grpc.ClientUnaryCall;
  ListStylePresets(argument: _studio_v1_ListRequest, callback: grpc.requestCallback<_studio_v1_StylePresetPage__Output>): grpc.ClientUnaryCall;
  listStylePresets(argument: _studio_v1_ListRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_StylePresetPage__Output>): grpc.ClientUnaryCall;
  listStylePresets(argument: _studio_v1_ListRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_StylePresetPage__Output>): grpc.ClientUnaryCall;
  listStylePresets(argument: _studio_v1_ListRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_StylePresetPage__Output>): grpc.ClientUnaryCall;
  listStylePresets(argument: _studio_v1_ListRequest, callback: grpc.requestCallback<_studio_v1_StylePresetPage__Output>): grpc.ClientUnaryCall;
  
  ListTextToImageJobs(argument: _studio_v1_ListJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_TextToImageJobPage__Output>): grpc.ClientUnaryCall;
  ListTextToImageJobs(argument: _studio_v1_ListJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_TextToImageJobPage__Output>): grpc.ClientUnaryCall;
  ListTextToImageJobs(argument: _studio_v1_ListJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_TextToImageJobPage__Output>): grpc.ClientUnaryCall;
  ListTextToImageJobs(argument: _studio_v1_ListJobsRequest, callback: grpc.requestCallback<_studio_v1_TextToImageJobPage__Output>): grpc.ClientUnaryCall;
  listTextToImageJobs(argument: _studio_v1_ListJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_TextToImageJobPage__Output>): grpc.ClientUnaryCall;
  listTextToImageJobs(argument: _studio_v1_ListJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_TextToImageJobPage__Output>): grpc.ClientUnaryCall;
  listTextToImageJobs(argument: _studio_v1_ListJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_TextToImageJobPage__Output>): grpc.ClientUnaryCall;
  listTextToImageJobs(argument: _studio_v1_ListJobsRequest, callback: grpc.requestCallback<_studio_v1_TextToImageJobPage__Output>): grpc.ClientUnaryCall;
  
  ListVideoAssets(argument: _studio_v1_ListRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_VideoAssetPage__Output>): grpc.ClientUnaryCall;
  ListVideoAssets(argument: _studio_v1_ListRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_VideoAssetPage__Output>): grpc.ClientUnaryCall;
  ListVideoAssets(argument: _studio_v1_ListRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_VideoAssetPage__Output>): grpc.ClientUnaryCall;
  ListVideoAssets(argument: _studio_v1_ListRequest, callback: grpc.requestCallback<_studio_v1_VideoAssetPage__Output>): grpc.ClientUnaryCall;
  listVideoAssets(argument: _studio_v1_ListRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_VideoAssetPage__Output>): grpc.ClientUnaryCall;
  listVideoAssets(argument: _studio_v1_ListRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_VideoAssetPage__Output>): grpc.ClientUnaryCall;
  listVideoAssets(argument: _studio_v1_ListRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_VideoAssetPage__Output>): grpc.ClientUnaryCall;
  listVideoAssets(argument: _studio_v1_ListRequest, callback: grpc.requestCallback<_studio_v1_VideoAssetPage__Output>): grpc.ClientUnaryCall;
  
  PublishSharedVideo(argument: _studio_v1_SharedVideoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_PublishSharedVideoResponse__Output>): grpc.ClientUnaryCall;
  PublishSharedVideo(argument: _studio_v1_SharedVideoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_PublishSharedVideoResponse__Output>): grpc.ClientUnaryCall;
  PublishSharedVideo(argument: _studio_v1_SharedVideoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_PublishSharedVideoResponse__Output>): grpc.ClientUnaryCall;
  PublishSharedVideo(argument: _studio_v1_SharedVideoRequest, callback: grpc.requestCallback<_studio_v1_PublishSharedVideoResponse__Output>): grpc.ClientUnaryCall;
  publishSharedVideo(argument: _studio_v1_SharedVideoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_PublishSharedVideoResponse__Output>): grpc.ClientUnaryCall;
  publishSharedVideo(argument: _studio_v1_SharedVideoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_PublishSharedVideoResponse__Output>): grpc.ClientUnaryCall;
  publishSharedVideo(argument: _studio_v1_SharedVideoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_PublishSharedVideoResponse__Output>): grpc.ClientUnaryCall;
  publishSharedVideo(argument: _studio_v1_SharedVideoRequest, callback: grpc.requestCallback<_studio_v1_PublishSharedVideoResponse__Output>): grpc.ClientUnaryCall;
  
  RegisterUpload(argument: _studio_v1_RegisterUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  RegisterUpload(argument: _studio_v1_RegisterUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  RegisterUpload(argument: _studio_v1_RegisterUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  RegisterUpload(argument: _studio_v1_RegisterUploadRequest, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  registerUpload(argument: _studio_v1_RegisterUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  registerUpload(argument: _studio_v1_RegisterUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  registerUpload(argument: _studio_v1_RegisterUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  registerUpload(argument: _studio_v1_RegisterUploadRequest, callback: grpc.requestCallback<_studio_v1_Asset__Output>): grpc.ClientUnaryCall;
  
  UnpublishSharedVideo(argument: _studio_v1_UnpublishSharedVideoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  UnpublishSharedVideo(argument: _studio_v1_UnpublishSharedVideoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  UnpublishSharedVideo(argument: _studio_v1_UnpublishSharedVideoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  UnpublishSharedVideo(argument: _studio_v1_UnpublishSharedVideoRequest, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  unpublishSharedVideo(argument: _studio_v1_UnpublishSharedVideoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  unpublishSharedVideo(argument: _studio_v1_UnpublishSharedVideoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  unpublishSharedVideo(argument: _studio_v1_UnpublishSharedVideoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  unpublishSharedVideo(argument: _studio_v1_UnpublishSharedVideoRequest, callback: grpc.requestCallback<_studio_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  
  UpdateProject(argument: _studio_v1_UpdateProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  UpdateProject(argument: _studio_v1_UpdateProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  UpdateProject(argument: _studio_v1_UpdateProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  UpdateProject(argument: _studio_v1_UpdateProjectRequest, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  updateProject(argument: _studio_v1_UpdateProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  updateProject(argument: _studio_v1_UpdateProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  updateProject(argument: _studio_v1_UpdateProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  updateProject(argument: _studio_v1_UpdateProjectRequest, callback: grpc.requestCallback<_studio_v1_Project__Output>): grpc.ClientUnaryCall;
  
  UpdateShot(argument: _studio_v1_UpdateShotRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  UpdateShot(argument: _studio_v1_UpdateShotRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  UpdateShot(argument: _studio_v1_UpdateShotRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  UpdateShot(argument: _studio_v1_UpdateShotRequest, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  updateShot(argument: _studio_v1_UpdateShotRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  updateShot(argument: _studio_v1_UpdateShotRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  updateShot(argument: _studio_v1_UpdateShotRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  updateShot(argument: _studio_v1_UpdateShotRequest, callback: grpc.requestCallback<_studio_v1_Shot__Output>): grpc.ClientUnaryCall;
  
}

export interface StudioServiceHandlers extends grpc.UntypedServiceImplementation {
  CancelImageToTextJob: grpc.handleUnaryCall<_studio_v1_GetJobRequest__Output, _studio_v1_CancelImageToTextJobResponse>;
  
  CancelImageToVideoJob: grpc.handleUnaryCall<_studio_v1_GetJobRequest__Output, _studio_v1_CancelImageToVideoJobResponse>;
  
  CancelTextToImageJob: grpc.handleUnaryCall<_studio_v1_GetJobRequest__Output, _studio_v1_CancelTextToImageJobResponse>;
  
  CreateExternalAsset: grpc.handleUnaryCall<_studio_v1_CreateExternalAssetRequest__Output, _studio_v1_Asset>;
  
  CreateImageToTextJob: grpc.handleUnaryCall<_studio_v1_CreateImageToTextJobRequest__Output, _studio_v1_ImageToTextJob>;
  
  CreateImageToVideoJob: grpc.handleUnaryCall<_studio_v1_CreateImageToVideoJobRequest__Output, _studio_v1_ImageToVideoJob>;
  
  CreateProject: grpc.handleUnaryCall<_studio_v1_CreateProjectRequest__Output, _studio_v1_Project>;
  
  CreateShot: grpc.handleUnaryCall<_studio_v1_CreateShotRequest__Output, _studio_v1_Shot>;
  
  CreateStylePreset: grpc.handleUnaryCall<_studio_v1_CreateStylePresetRequest__Output, _studio_v1_StylePreset>;
  
  CreateTextToImageJob: grpc.handleUnaryCall<_studio_v1_CreateTextToImageJobRequest__Output, _studio_v1_TextToImageJob>;
  
  CreateUpload: grpc.handleUnaryCall<_studio_v1_CreateUploadRequest__Output, _studio_v1_CreateUploadResponse>;
  
  DeleteImageAsset: grpc.handleUnaryCall<_studio_v1_GetAssetRequest__Output, _studio_v1_DeleteResponse>;
  
  DeleteProject: grpc.handleUnaryCall<_studio_v1_GetByIdRequest__Output, _studio_v1_DeleteResponse>;
  
  DeleteShot: grpc.handleUnaryCall<_studio_v1_ShotRequest__Output, _studio_v1_DeleteResponse>;
  
  DeleteStylePreset: grpc.handleUnaryCall<_studio_v1_GetByIdRequest__Output, _studio_v1_DeleteResponse>;
  
  DeleteVideoAsset: grpc.handleUnaryCall<_studio_v1_GetAssetRequest__Output, _studio_v1_DeleteResponse>;
  
  FinalizeUpload: grpc.handleUnaryCall<_studio_v1_FinalizeUploadRequest__Output, _studio_v1_Asset>;
  
  GetImageAsset: grpc.handleUnaryCall<_studio_v1_GetAssetRequest__Output, _studio_v1_ImageAsset>;
  
  GetImageToTextJob: grpc.handleUnaryCall<_studio_v1_GetJobRequest__Output, _studio_v1_ImageToTextJob>;
  
  GetImageToVideoJob: grpc.handleUnaryCall<_studio_v1_GetJobRequest__Output, _studio_v1_ImageToVideoJob>;
  
  GetProject: grpc.handleUnaryCall<_studio_v1_GetByIdRequest__Output, _studio_v1_Project>;
  
  GetSharedVideo: grpc.handleUnaryCall<_studio_v1_SharedVideoRequest__Output, _studio_v1_SharedVideoFiles>;
  
  GetShot: grpc.handleUnaryCall<_studio_v1_ShotRequest__Output, _studio_v1_Shot>;
  
  GetStylePreset: grpc.handleUnaryCall<_studio_v1_GetByIdRequest__Output, _studio_v1_StylePreset>;
  
  GetTextToImageJob: grpc.handleUnaryCall<_studio_v1_GetJobRequest__Output, _studio_v1_TextToImageJob>;
  
  GetVideoAsset: grpc.handleUnaryCall<_studio_v1_GetAssetRequest__Output, _studio_v1_VideoAsset>;
  
  ListImageAssets: grpc.handleUnaryCall<_studio_v1_ListRequest__Output, _studio_v1_ImageAssetPage>;
  
  ListImageToTextJobs: grpc.handleUnaryCall<_studio_v1_ListJobsRequest__Output, _studio_v1_ImageToTextJobPage>;
  
  ListImageToVideoJobs: grpc.handleUnaryCall<_studio_v1_ListJobsRequest__Output, _studio_v1_ImageToVideoJobPage>;
  
  ListProjects: grpc.handleUnaryCall<_studio_v1_ListRequest__Output, _studio_v1_ProjectPage>;
  
  ListShots: grpc.handleUnaryCall<_studio_v1_ListShotsRequest__Output, _studio_v1_ShotPage>;
  
  ListStylePresets: grpc.handleUnaryCall<_studio_v1_ListRequest__Output, _studio_v1_StylePresetPage>;
  
  ListTextToImageJobs: grpc.handleUnaryCall<_studio_v1_ListJobsRequest__Output, _studio_v1_TextToImageJobPage>;
  
  ListVideoAssets: grpc.handleUnaryCall<_studio_v1_ListRequest__Output, _studio_v1_VideoAssetPage>;
  
  PublishSharedVideo: grpc.handleUnaryCall<_studio_v1_SharedVideoRequest__Output, _studio_v1_PublishSharedVideoResponse>;
  
  RegisterUpload: grpc.handleUnaryCall<_studio_v1_RegisterUploadRequest__Output, _studio_v1_Asset>;
  
  UnpublishSharedVideo: grpc.handleUnaryCall<_studio_v1_UnpublishSharedVideoRequest__Output, _studio_v1_DeleteResponse>;
  
  UpdateProject: grpc.handleUnaryCall<_studio_v1_UpdateProjectRequest__Output, _studio_v1_Project>;
  
  UpdateShot: grpc.handleUnaryCall<_studio_v1_UpdateShotRequest__Output, _studio_v1_Shot>;
  
}

export interface StudioServiceDefinition extends grpc.ServiceDefinition {
  CancelImageToTextJob: MethodDefinition<_studio_v1_GetJobRequest, _studio_v1_CancelImageToTextJobResponse, _studio_v1_GetJobRequest__Output, _studio_v1_CancelImageToTextJobResponse__Output>
  CancelImageToVideoJob: MethodDefinition<_studio_v1_GetJobRequest, _studio_v1_CancelImageToVideoJobResponse, _studio_v1_GetJobRequest__Output, _studio_v1_CancelImageToVideoJobResponse__Output>
  CancelTextToImageJob: MethodDefinition<_studio_v1_GetJobRequest, _studio_v1_CancelTextToImageJobResponse, _studio_v1_GetJobRequest__Output, _studio_v1_CancelTextToImageJobResponse__Output>
  CreateExternalAsset: MethodDefinition<_studio_v1_CreateExternalAssetRequest, _studio_v1_Asset, _studio_v1_CreateExternalAssetRequest__Output, _studio_v1_Asset__Output>
  CreateImageToTextJob: MethodDefinition<_studio_v1_CreateImageToTextJobRequest, _studio_v1_ImageToTextJob, _studio_v1_CreateImageToTextJobRequest__Output, _studio_v1_ImageToTextJob__Output>
  CreateImageToVideoJob: MethodDefinition<_studio_v1_CreateImageToVideoJobRequest, _studio_v1_ImageToVideoJob, _studio_v1_CreateImageToVideoJobRequest__Output, _studio_v1_ImageToVideoJob__Output>
  CreateProject: MethodDefinition<_studio_v1_CreateProjectRequest, _studio_v1_Project, _studio_v1_CreateProjectRequest__Output, _studio_v1_Project__Output>
  CreateShot: MethodDefinition<_studio_v1_CreateShotRequest, _studio_v1_Shot, _studio_v1_CreateShotRequest__Output, _studio_v1_Shot__Output>
  CreateStylePreset: MethodDefinition<_studio_v1_CreateStylePresetRequest, _studio_v1_StylePreset, _studio_v1_CreateStylePresetRequest__Output, _studio_v1_StylePreset__Output>
  CreateTextToImageJob: MethodDefinition<_studio_v1_CreateTextToImageJobRequest, _studio_v1_TextToImageJob, _studio_v1_CreateTextToImageJobRequest__Output, _studio_v1_TextToImageJob__Output>
  CreateUpload: MethodDefinition<_studio_v1_CreateUploadRequest, _studio_v1_CreateUploadResponse, _studio_v1_CreateUploadRequest__Output, _studio_v1_CreateUploadResponse__Output>
  DeleteImageAsset: MethodDefinition<_studio_v1_GetAssetRequest, _studio_v1_DeleteResponse, _studio_v1_GetAssetRequest__Output, _studio_v1_DeleteResponse__Output>
  DeleteProject: MethodDefinition<_studio_v1_GetByIdRequest, _studio_v1_DeleteResponse, _studio_v1_GetByIdRequest__Output, _studio_v1_DeleteResponse__Output>
  DeleteShot: MethodDefinition<_studio_v1_ShotRequest, _studio_v1_DeleteResponse, _studio_v1_ShotRequest__Output, _studio_v1_DeleteResponse__Output>
  DeleteStylePreset: MethodDefinition<_studio_v1_GetByIdRequest, _studio_v1_DeleteResponse, _studio_v1_GetByIdRequest__Output, _studio_v1_DeleteResponse__Output>
  DeleteVideoAsset: MethodDefinition<_studio_v1_GetAssetRequest, _studio_v1_DeleteResponse, _studio_v1_GetAssetRequest__Output, _studio_v1_DeleteResponse__Output>
  FinalizeUpload: MethodDefinition<_studio_v1_FinalizeUploadRequest, _studio_v1_Asset, _studio_v1_FinalizeUploadRequest__Output, _studio_v1_Asset__Output>
  GetImageAsset: MethodDefinition<_studio_v1_GetAssetRequest, _studio_v1_ImageAsset, _studio_v1_GetAssetRequest__Output, _studio_v1_ImageAsset__Output>
  GetImageToTextJob: MethodDefinition<_studio_v1_GetJobRequest, _studio_v1_ImageToTextJob, _studio_v1_GetJobRequest__Output, _studio_v1_ImageToTextJob__Output>
  GetImageToVideoJob: MethodDefinition<_studio_v1_GetJobRequest, _studio_v1_ImageToVideoJob, _studio_v1_GetJobRequest__Output, _studio_v1_ImageToVideoJob__Output>
  GetProject: MethodDefinition<_studio_v1_GetByIdRequest, _studio_v1_Project, _studio_v1_GetByIdRequest__Output, _studio_v1_Project__Output>
  GetSharedVideo: MethodDefinition<_studio_v1_SharedVideoRequest, _studio_v1_SharedVideoFiles, _studio_v1_SharedVideoRequest__Output, _studio_v1_SharedVideoFiles__Output>
  GetShot: MethodDefinition<_studio_v1_ShotRequest, _studio_v1_Shot, _studio_v1_ShotRequest__Output, _studio_v1_Shot__Output>
  GetStylePreset: MethodDefinition<_studio_v1_GetByIdRequest, _studio_v1_StylePreset, _studio_v1_GetByIdRequest__Output, _studio_v1_StylePreset__Output>
  GetTextToImageJob: MethodDefinition<_studio_v1_GetJobRequest, _studio_v1_TextToImageJob, _studio_v1_GetJobRequest__Output, _studio_v1_TextToImageJob__Output>
  GetVideoAsset: MethodDefinition<_studio_v1_GetAssetRequest, _studio_v1_VideoAsset, _studio_v1_GetAssetRequest__Output, _studio_v1_VideoAsset__Output>
  ListImageAssets: MethodDefinition<_studio_v1_ListRequest, _studio_v1_ImageAssetPage, _studio_v1_ListRequest__Output, _studio_v1_ImageAssetPage__Output>
  ListImageToTextJobs: MethodDefinition<_studio_v1_ListJobsRequest, _studio_v1_ImageToTextJobPage, _studio_v1_ListJobsRequest__Output, _studio_v1_ImageToTextJobPage__Output>
  ListImageToVideoJobs: MethodDefinition<_studio_v1_ListJobsRequest, _studio_v1_ImageToVideoJobPage, _studio_v1_ListJobsRequest__Output, _studio_v1_ImageToVideoJobPage__Output>
  ListProjects: MethodDefinition<_studio_v1_ListRequest, _studio_v1_ProjectPage, _studio_v1_ListRequest__Output, _studio_v1_ProjectPage__Output>
  ListShots: MethodDefinition<_studio_v1_ListShotsRequest, _studio_v1_ShotPage, _studio_v1_ListShotsRequest__Output, _studio_v1_ShotPage__Output>
  ListStylePresets: MethodDefinition<_studio_v1_ListRequest, _studio_v1_StylePresetPage, _studio_v1_ListRequest__Output, _studio_v1_StylePresetPage__Output>
  ListTextToImageJobs: MethodDefinition<_studio_v1_ListJobsRequest, _studio_v1_TextToImageJobPage, _studio_v1_ListJobsRequest__Output, _studio_v1_TextToImageJobPage__Output>
  ListVideoAssets: MethodDefinition<_studio_v1_ListRequest, _studio_v1_VideoAssetPage, _studio_v1_ListRequest__Output, _studio_v1_VideoAssetPage__Output>
  PublishSharedVideo: MethodDefinition<_studio_v1_SharedVideoRequest, _studio_v1_PublishSharedVideoResponse, _studio_v1_SharedVideoRequest__Output, _studio_v1_PublishSharedVideoResponse__Output>
  RegisterUpload: MethodDefinition<_studio_v1_RegisterUploadRequest, _studio_v1_Asset, _studio_v1_RegisterUploadRequest__Output, _studio_v1_Asset__Output>
  UnpublishSharedVideo: MethodDefinition<_studio_v1_UnpublishSharedVideoRequest, _studio_v1_DeleteResponse, _studio_v1_UnpublishSharedVideoRequest__Output, _studio_v1_DeleteResponse__Output>
  UpdateProject: MethodDefinition<_studio_v1_UpdateProjectRequest, _studio_v1_Project, _studio_v1_UpdateProjectRequest__Output, _studio_v1_Project__Output>
  UpdateShot: MethodDefinition<_studio_v1_UpdateShotRequest, _studio_v1_Shot, _studio_v1_UpdateShotRequest__Output, _studio_v1_Shot__Output>
}
