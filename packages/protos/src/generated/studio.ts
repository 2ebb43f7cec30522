import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { CallerContext as _common_v1_CallerContext, CallerContext__Output as _common_v1_CallerContext__Output } from './common/v1/CallerContext.ts';
import type { PageInfo as _common_v1_PageInfo, PageInfo__Output as _common_v1_PageInfo__Output } from './common/v1/PageInfo.ts';
import type { PageRequest as _common_v1_PageRequest, PageRequest__Output as _common_v1_PageRequest__Output } from './common/v1/PageRequest.ts';
import type { Asset as _studio_v1_Asset, Asset__Output as _studio_v1_Asset__Output } from './studio/v1/Asset.ts';
import type { CancelImageToTextJobResponse as _studio_v1_CancelImageToTextJobResponse, CancelImageToTextJobResponse__Output as _studio_v1_CancelImageToTextJobResponse__Output } from './studio/v1/CancelImageToTextJobResponse.ts';
import type { CancelImageToVideoJobResponse as _studio_v1_CancelImageToVideoJobResponse, CancelImageToVideoJobResponse__Output as _studio_v1_CancelImageToVideoJobResponse__Output } from './studio/v1/CancelImageToVideoJobResponse.ts';
import type { CancelTextToImageJobResponse as _studio_v1_CancelTextToImageJobResponse, CancelTextToImageJobResponse__Output as _studio_v1_CancelTextToImageJobResponse__Output } from './studio/v1/CancelTextToImageJobResponse.ts';
import type { CreateExternalAssetRequest as _studio_v1_CreateExternalAssetRequest, CreateExternalAssetRequest__Output as _studio_v1_CreateExternalAssetRequest__Output } from './studio/v1/CreateExternalAssetRequest.ts';
import type { CreateImageToTextJobRequest as _studio_v1_CreateImageToTextJobRequest, CreateImageToTextJobRequest__Output as _studio_v1_CreateImageToTextJobRequest__Output } from './studio/v1/CreateImageToTextJobRequest.ts';
import type { CreateImageToVideoJobRequest as _studio_v1_CreateImageToVideoJobRequest, CreateImageToVideoJobRequest__Output as _studio_v1_CreateImageToVideoJobRequest__Output } from './studio/v1/CreateImageToVideoJobRequest.ts';
import type { CreateProjectRequest as _studio_v1_CreateProjectRequest, CreateProjectRequest__Output as _studio_v1_CreateProjectRequest__Output } from './studio/v1/CreateProjectRequest.ts';
import type { CreateShotRequest as _studio_v1_CreateShotRequest, CreateShotRequest__Output as _studio_v1_CreateShotRequest__Output } from './studio/v1/CreateShotRequest.ts';
import type { CreateStylePresetRequest as _studio_v1_CreateStylePresetRequest, CreateStylePresetRequest__Output as _studio_v1_CreateStylePresetRequest__Output } from './studio/v1/CreateStylePresetRequest.ts';
import type { CreateTextToImageJobRequest as _studio_v1_CreateTextToImageJobRequest, CreateTextToImageJobRequest__Output as _studio_v1_CreateTextToImageJobRequest__Output } from './studio/v1/CreateTextToImageJobRequest.ts';
import type { CreateUploadRequest as _studio_v1_CreateUploadRequest, CreateUploadRequest__Output as _studio_v1_CreateUploadRequest__Output } from './studio/v1/CreateUploadRequest.ts';
import type { CreateUploadResponse as _studio_v1_CreateUploadResponse, CreateUploadResponse__Output as _studio_v1_CreateUploadResponse__Output } from './studio/v1/CreateUploadResponse.ts';
import type { DeleteResponse as _studio_v1_DeleteResponse, DeleteResponse__Output as _studio_v1_DeleteResponse__Output } from './studio/v1/DeleteResponse.ts';
import type { FinalizeUploadRequest as _studio_v1_FinalizeUploadRequest, FinalizeUploadRequest__Output as _studio_v1_FinalizeUploadRequest__Output } from './studio/v1/FinalizeUploadRequest.ts';
import type { GetAssetRequest as _studio_v1_GetAssetRequest, GetAssetRequest__Output as _studio_v1_GetAssetRequest__Output } from './studio/v1/GetAssetRequest.ts';
import type { GetByIdRequest as _studio_v1_GetByIdRequest, GetByIdRequest__Output as _studio_v1_GetByIdRequest__Output } from './studio/v1/GetByIdRequest.ts';
import type { GetJobRequest as _studio_v1_GetJobRequest, GetJobRequest__Output as _studio_v1_GetJobRequest__Output } from './studio/v1/GetJobRequest.ts';
import type { Idempotency as _studio_v1_Idempotency, Idempotency__Output as _studio_v1_Idempotency__Output } from './studio/v1/Idempotency.ts';
import type { ImageAsset as _studio_v1_ImageAsset, ImageAsset__Output as _studio_v1_ImageAsset__Output } from './studio/v1/ImageAsset.ts';
import type { ImageAssetPage as _studio_v1_ImageAssetPage, ImageAssetPage__Output as _studio_v1_ImageAssetPage__Output } from './studio/v1/ImageAssetPage.ts';
import type { ImageToTextJob as _studio_v1_ImageToTextJob, ImageToTextJob__Output as _studio_v1_ImageToTextJob__Output } from './studio/v1/ImageToTextJob.ts';
import type { ImageToTextJobPage as _studio_v1_ImageToTextJobPage, ImageToTextJobPage__Output as _studio_v1_ImageToTextJobPage__Output } from './studio/v1/ImageToTextJobPage.ts';
import type { ImageToVideoJob as _studio_v1_ImageToVideoJob, ImageToVideoJob__Output as _studio_v1_ImageToVideoJob__Output } from './studio/v1/ImageToVideoJob.ts';
import type { ImageToVideoJobPage as _studio_v1_ImageToVideoJobPage, ImageToVideoJobPage__Output as _studio_v1_ImageToVideoJobPage__Output } from './studio/v1/ImageToVideoJobPage.ts';
import type { JobCommon as _studio_v1_JobCommon, JobCommon__Output as _studio_v1_JobCommon__Output } from './studio/v1/JobCommon.ts';
import type { ListJobsRequest as _studio_v1_ListJobsRequest, ListJobsRequest__Output as _studio_v1_ListJobsRequest__Output } from './studio/v1/ListJobsRequest.ts';
import type { ListRequest as _studio_v1_ListRequest, ListRequest__Output as _studio_v1_ListRequest__Output } from './studio/v1/ListRequest.ts';
import type { ListShotsRequest as _studio_v1_ListShotsRequest, ListShotsRequest__Output as _studio_v1_ListShotsRequest__Output } from './studio/v1/ListShotsRequest.ts';
import type { PresignedUpload as _studio_v1_PresignedUpload, PresignedUpload__Output as _studio_v1_PresignedUpload__Output } from './studio/v1/PresignedUpload.ts';
import type { Project as _studio_v1_Project, Project__Output as _studio_v1_Project__Output } from './studio/v1/Project.ts';
import type { ProjectPage as _studio_v1_ProjectPage, ProjectPage__Output as _studio_v1_ProjectPage__Output } from './studio/v1/ProjectPage.ts';
import type { PublishSharedVideoResponse as _studio_v1_PublishSharedVideoResponse, PublishSharedVideoResponse__Output as _studio_v1_PublishSharedVideoResponse__Output } from './studio/v1/PublishSharedVideoResponse.ts';
import type { RegisterUploadRequest as _studio_v1_RegisterUploadRequest, RegisterUploadRequest__Output as _studio_v1_RegisterUploadRequest__Output } from './studio/v1/RegisterUploadRequest.ts';
import type { SharedVideoFiles as _studio_v1_SharedVideoFiles, SharedVideoFiles__Output as _studio_v1_SharedVideoFiles__Output } from './studio/v1/SharedVideoFiles.ts';
import type { SharedVideoRequest as _studio_v1_SharedVideoRequest, SharedVideoRequest__Output as _studio_v1_SharedVideoRequest__Output } from './studio/v1/SharedVideoRequest.ts';
import type { Shot as _studio_v1_Shot, Shot__Output as _studio_v1_Shot__Output } from './studio/v1/Shot.ts';
import type { ShotPage as _studio_v1_ShotPage, ShotPage__Output as _studio_v1_ShotPage__Output } from './studio/v1/ShotPage.ts';
import type { ShotRequest as _studio_v1_ShotRequest, ShotRequest__Output as _studio_v1_ShotRequest__Output } from './studio/v1/ShotRequest.ts';
import type { StudioServiceClient as _studio_v1_StudioServiceClient, StudioServiceDefinition as _studio_v1_StudioServiceDefinition } from './studio/v1/StudioService.ts';
import type { StylePreset as _studio_v1_StylePreset, StylePreset__Output as _studio_v1_StylePreset__Output } from './studio/v1/StylePreset.ts';
import type { StylePresetPage as _studio_v1_StylePresetPage, StylePresetPage__Output as _studio_v1_StylePresetPage__Output } from './studio/v1/StylePresetPage.ts';
import type { TextAsset as _studio_v1_TextAsset, TextAsset__Output as _studio_v1_TextAsset__Output } from './studio/v1/TextAsset.ts';
import type { TextToImageJob as _studio_v1_TextToImageJob, TextToImageJob__Output as _studio_v1_TextToImageJob__Output } from './studio/v1/TextToImageJob.ts';
import type { TextToImageJobPage as _studio_v1_TextToImageJobPage, TextToImageJobPage__Output as _studio_v1_TextToImageJobPage__Output } from './studio/v1/TextToImageJobPage.ts';
import type { UnpublishSharedVideoRequest as _studio_v1_UnpublishSharedVideoRequest, UnpublishSharedVideoRequest__Output as _studio_v1_UnpublishSharedVideoRequest__Output } from './studio/v1/UnpublishSharedVideoRequest.ts';
import type { UpdateProjectRequest as _studio_v1_UpdateProjectRequest, UpdateProjectRequest__Output as _studio_v1_UpdateProjectRequest__Output } from './studio/v1/UpdateProjectRequest.ts';
import type { UpdateShotRequest as _studio_v1_UpdateShotRequest, UpdateShotRequest__Output as _studio_v1_UpdateShotRequest__Output } from './studio/v1/UpdateShotRequest.ts';
import type { VideoAsset as _studio_v1_VideoAsset, VideoAsset__Output as _studio_v1_VideoAsset__Output } from './studio/v1/VideoAsset.ts';
import type { VideoAssetPage as _studio_v1_VideoAssetPage, VideoAssetPage__Output as _studio_v1_VideoAssetPage__Output } from './studio/v1/VideoAssetPage.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  common: {
    v1: {
      CallerContext: MessageTypeDefinition<_common_v1_CallerContext, _common_v1_CallerContext__Output>
      PageInfo: MessageTypeDefinition<_common_v1_PageInfo, _common_v1_PageInfo__Output>
      PageRequest: MessageTypeDefinition<_common_v1_PageRequest, _common_v1_PageRequest__Output>
    }
  }
  studio: {
    v1: {
      Asset: MessageTypeDefinition<_studio_v1_Asset, _studio_v1_Asset__Output>
      AssetKind: EnumTypeDefinition
      CancelImageToTextJobResponse: MessageTypeDefinition<_studio_v1_CancelImageToTextJobResponse, _studio_v1_CancelImageToTextJobResponse__Output>
      CancelImageToVideoJobResponse: MessageTypeDefinition<_studio_v1_CancelImageToVideoJobResponse, _studio_v1_CancelImageToVideoJobResponse__Output>
      CancelTextToImageJobResponse: MessageTypeDefinition<_studio_v1_CancelTextToImageJobResponse, _studio_v1_CancelTextToImageJobResponse__Output>
      CreateExternalAssetRequest: MessageTypeDefinition<_studio_v1_CreateExternalAssetRequest, _studio_v1_CreateExternalAssetRequest__Output>
      CreateImageToTextJobRequest: MessageTypeDefinition<_studio_v1_CreateImageToTextJobRequest, _studio_v1_CreateImageToTextJobRequest__Output>
      CreateImageToVideoJobRequest: MessageTypeDefinition<_studio_v1_CreateImageToVideoJobRequest, _studio_v1_CreateImageToVideoJobRequest__Output>
      CreateProjectRequest: MessageTypeDefinition<_studio_v1_CreateProjectRequest, _studio_v1_CreateProjectRequest__Output>
      CreateShotRequest: MessageTypeDefinition<_studio_v1_CreateShotRequest, _studio_v1_CreateShotRequest__Output>
      CreateStylePresetRequest: MessageTypeDefinition<_studio_v1_CreateStylePresetRequest, _studio_v1_CreateStylePresetRequest__Output>
      CreateTextToImageJobRequest: MessageTypeDefinition<_studio_v1_CreateTextToImageJobRequest, _studio_v1_CreateTextToImageJobRequest__Output>
      CreateUploadRequest: MessageTypeDefinition<_studio_v1_CreateUploadRequest, _studio_v1_CreateUploadRequest__Output>
      CreateUploadResponse: MessageTypeDefinition<_studio_v1_CreateUploadResponse, _studio_v1_CreateUploadResponse__Output>
      DeleteResponse: MessageTypeDefinition<_studio_v1_DeleteResponse, _studio_v1_DeleteResponse__Output>
      FinalizeUploadRequest: MessageTypeDefinition<_studio_v1_FinalizeUploadRequest, _studio_v1_FinalizeUploadRequest__Output>
      GetAssetRequest: MessageTypeDefinition<_studio_v1_GetAssetRequest, _studio_v1_GetAssetRequest__Output>
      GetByIdRequest: MessageTypeDefinition<_studio_v1_GetByIdRequest, _studio_v1_GetByIdRequest__Output>
      GetJobRequest: MessageTypeDefinition<_studio_v1_GetJobRequest, _studio_v1_GetJobRequest__Output>
      Idempotency: MessageTypeDefinition<_studio_v1_Idempotency, _studio_v1_Idempotency__Output>
      ImageAsset: MessageTypeDefinition<_studio_v1_ImageAsset, _studio_v1_ImageAsset__Output>
      ImageAssetPage: MessageTypeDefinition<_studio_v1_ImageAssetPage, _studio_v1_ImageAssetPage__Output>
      ImageToTextJob: MessageTypeDefinition<_studio_v1_ImageToTextJob, _studio_v1_ImageToTextJob__Output>
      ImageToTextJobPage: MessageTypeDefinition<_studio_v1_ImageToTextJobPage, _studio_v1_ImageToTextJobPage__Output>
      ImageToVideoJob: MessageTypeDefinition<_studio_v1_ImageToVideoJob, _studio_v1_ImageToVideoJob__Output>
      ImageToVideoJobPage: MessageTypeDefinition<_studio_v1_ImageToVideoJobPage, _studio_v1_ImageToVideoJobPage__Output>
      JobCommon: MessageTypeDefinition<_studio_v1_JobCommon, _studio_v1_JobCommon__Output>
      ListJobsRequest: MessageTypeDefinition<_studio_v1_ListJobsRequest, _studio_v1_ListJobsRequest__Output>
      ListRequest: MessageTypeDefinition<_studio_v1_ListRequest, _studio_v1_ListRequest__Output>
      ListShotsRequest: MessageTypeDefinition<_studio_v1_ListShotsRequest, _studio_v1_ListShotsRequest__Output>
      PresignedUpload: MessageTypeDefinition<_studio_v1_PresignedUpload, _studio_v1_PresignedUpload__Output>
      Project: MessageTypeDefinition<_studio_v1_Project, _studio_v1_Project__Output>
      ProjectPage: MessageTypeDefinition<_studio_v1_ProjectPage, _studio_v1_ProjectPage__Output>
      PublishSharedVideoResponse: MessageTypeDefinition<_studio_v1_PublishSharedVideoResponse, _studio_v1_PublishSharedVideoResponse__Output>
      RegisterUploadRequest: MessageTypeDefinition<_studio_v1_RegisterUploadRequest, _studio_v1_RegisterUploadRequest__Output>
      SharedVideoFiles: MessageTypeDefinition<_studio_v1_SharedVideoFiles, _studio_v1_SharedVideoFiles__Output>
      SharedVideoRequest: MessageTypeDefinition<_studio_v1_SharedVideoRequest, _studio_v1_SharedVideoRequest__Output>
      Shot: MessageTypeDefinition<_studio_v1_Shot, _studio_v1_Shot__Output>
      ShotPage: MessageTypeDefinition<_studio_v1_ShotPage, _studio_v1_ShotPage__Output>
      ShotRequest: MessageTypeDefinition<_studio_v1_ShotRequest, _studio_v1_ShotRequest__Output>
      StudioService: SubtypeConstructor<typeof grpc.Client, _studio_v1_StudioServiceClient> & { service: _studio_v1_StudioServiceDefinition }
      StylePreset: MessageTypeDefinition<_studio_v1_StylePreset, _studio_v1_StylePreset__Output>
      StylePresetPage: MessageTypeDefinition<_studio_v1_StylePresetPage, _studio_v1_StylePresetPage__Output>
      TextAsset: MessageTypeDefinition<_studio_v1_TextAsset, _studio_v1_TextAsset__Output>
      TextToImageJob: MessageTypeDefinition<_studio_v1_TextToImageJob, _studio_v1_TextToImageJob__Output>
      TextToImageJobPage: MessageTypeDefinition<_studio_v1_TextToImageJobPage, _studio_v1_TextToImageJobPage__Output>
      UnpublishSharedVideoRequest: MessageTypeDefinition<_studio_v1_UnpublishSharedVideoRequest, _studio_v1_UnpublishSharedVideoRequest__Output>
      UpdateProjectRequest: MessageTypeDefinition<_studio_v1_UpdateProjectRequest, _studio_v1_UpdateProjectRequest__Output>
      UpdateShotRequest: MessageTypeDefinition<_studio_v1_UpdateShotRequest, _studio_v1_UpdateShotRequest__Output>
      VideoAsset: MessageTypeDefinition<_studio_v1_VideoAsset, _studio_v1_VideoAsset__Output>
      VideoAssetPage: MessageTypeDefinition<_studio_v1_VideoAssetPage, _studio_v1_VideoAssetPage__Output>
    }
  }
}

