import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { CallerContext as _common_v1_CallerContext, CallerContext__Output as _common_v1_CallerContext__Output } from './common/v1/CallerContext.ts';
import type { PageInfo as _common_v1_PageInfo, PageInfo__Output as _common_v1_PageInfo__Output } from './common/v1/PageInfo.ts';
import type { PageRequest as _common_v1_PageRequest, PageRequest__Output as _common_v1_PageRequest__Output } from './common/v1/PageRequest.ts';
import type { Agent as _real_estate_v1_Agent, Agent__Output as _real_estate_v1_Agent__Output } from './real_estate/v1/Agent.ts';
import type { AgentPage as _real_estate_v1_AgentPage, AgentPage__Output as _real_estate_v1_AgentPage__Output } from './real_estate/v1/AgentPage.ts';
import type { AgentRequest as _real_estate_v1_AgentRequest, AgentRequest__Output as _real_estate_v1_AgentRequest__Output } from './real_estate/v1/AgentRequest.ts';
import type { ApplyRequest as _real_estate_v1_ApplyRequest, ApplyRequest__Output as _real_estate_v1_ApplyRequest__Output } from './real_estate/v1/ApplyRequest.ts';
import type { Asset as _real_estate_v1_Asset, Asset__Output as _real_estate_v1_Asset__Output } from './real_estate/v1/Asset.ts';
import type { AssetPage as _real_estate_v1_AssetPage, AssetPage__Output as _real_estate_v1_AssetPage__Output } from './real_estate/v1/AssetPage.ts';
import type { AssetRequest as _real_estate_v1_AssetRequest, AssetRequest__Output as _real_estate_v1_AssetRequest__Output } from './real_estate/v1/AssetRequest.ts';
import type { AudioAsset as _real_estate_v1_AudioAsset, AudioAsset__Output as _real_estate_v1_AudioAsset__Output } from './real_estate/v1/AudioAsset.ts';
import type { BrandKit as _real_estate_v1_BrandKit, BrandKit__Output as _real_estate_v1_BrandKit__Output } from './real_estate/v1/BrandKit.ts';
import type { BrandKitPage as _real_estate_v1_BrandKitPage, BrandKitPage__Output as _real_estate_v1_BrandKitPage__Output } from './real_estate/v1/BrandKitPage.ts';
import type { BrandKitRequest as _real_estate_v1_BrandKitRequest, BrandKitRequest__Output as _real_estate_v1_BrandKitRequest__Output } from './real_estate/v1/BrandKitRequest.ts';
import type { CancelListingJobResponse as _real_estate_v1_CancelListingJobResponse, CancelListingJobResponse__Output as _real_estate_v1_CancelListingJobResponse__Output } from './real_estate/v1/CancelListingJobResponse.ts';
import type { CancelShotVideoJobResponse as _real_estate_v1_CancelShotVideoJobResponse, CancelShotVideoJobResponse__Output as _real_estate_v1_CancelShotVideoJobResponse__Output } from './real_estate/v1/CancelShotVideoJobResponse.ts';
import type { CaptionAsset as _real_estate_v1_CaptionAsset, CaptionAsset__Output as _real_estate_v1_CaptionAsset__Output } from './real_estate/v1/CaptionAsset.ts';
import type { CardTemplate as _real_estate_v1_CardTemplate, CardTemplate__Output as _real_estate_v1_CardTemplate__Output } from './real_estate/v1/CardTemplate.ts';
import type { CardTemplatePage as _real_estate_v1_CardTemplatePage, CardTemplatePage__Output as _real_estate_v1_CardTemplatePage__Output } from './real_estate/v1/CardTemplatePage.ts';
import type { CheckShotDescriptionRequest as _real_estate_v1_CheckShotDescriptionRequest, CheckShotDescriptionRequest__Output as _real_estate_v1_CheckShotDescriptionRequest__Output } from './real_estate/v1/CheckShotDescriptionRequest.ts';
import type { CheckShotDescriptionResponse as _real_estate_v1_CheckShotDescriptionResponse, CheckShotDescriptionResponse__Output as _real_estate_v1_CheckShotDescriptionResponse__Output } from './real_estate/v1/CheckShotDescriptionResponse.ts';
import type { CreateAssetUploadRequest as _real_estate_v1_CreateAssetUploadRequest, CreateAssetUploadRequest__Output as _real_estate_v1_CreateAssetUploadRequest__Output } from './real_estate/v1/CreateAssetUploadRequest.ts';
import type { CreateAssetUploadResponse as _real_estate_v1_CreateAssetUploadResponse, CreateAssetUploadResponse__Output as _real_estate_v1_CreateAssetUploadResponse__Output } from './real_estate/v1/CreateAssetUploadResponse.ts';
import type { CreateExternalAssetRequest as _real_estate_v1_CreateExternalAssetRequest, CreateExternalAssetRequest__Output as _real_estate_v1_CreateExternalAssetRequest__Output } from './real_estate/v1/CreateExternalAssetRequest.ts';
import type { CreateListingJobRequest as _real_estate_v1_CreateListingJobRequest, CreateListingJobRequest__Output as _real_estate_v1_CreateListingJobRequest__Output } from './real_estate/v1/CreateListingJobRequest.ts';
import type { CreateProjectRequest as _real_estate_v1_CreateProjectRequest, CreateProjectRequest__Output as _real_estate_v1_CreateProjectRequest__Output } from './real_estate/v1/CreateProjectRequest.ts';
import type { CreateShotRequest as _real_estate_v1_CreateShotRequest, CreateShotRequest__Output as _real_estate_v1_CreateShotRequest__Output } from './real_estate/v1/CreateShotRequest.ts';
import type { CreateShotVideoJobRequest as _real_estate_v1_CreateShotVideoJobRequest, CreateShotVideoJobRequest__Output as _real_estate_v1_CreateShotVideoJobRequest__Output } from './real_estate/v1/CreateShotVideoJobRequest.ts';
import type { DeleteResponse as _real_estate_v1_DeleteResponse, DeleteResponse__Output as _real_estate_v1_DeleteResponse__Output } from './real_estate/v1/DeleteResponse.ts';
import type { GetByIdRequest as _real_estate_v1_GetByIdRequest, GetByIdRequest__Output as _real_estate_v1_GetByIdRequest__Output } from './real_estate/v1/GetByIdRequest.ts';
import type { Idempotency as _real_estate_v1_Idempotency, Idempotency__Output as _real_estate_v1_Idempotency__Output } from './real_estate/v1/Idempotency.ts';
import type { ImageAsset as _real_estate_v1_ImageAsset, ImageAsset__Output as _real_estate_v1_ImageAsset__Output } from './real_estate/v1/ImageAsset.ts';
import type { ImageUploadRequest as _real_estate_v1_ImageUploadRequest, ImageUploadRequest__Output as _real_estate_v1_ImageUploadRequest__Output } from './real_estate/v1/ImageUploadRequest.ts';
import type { ListAssetsRequest as _real_estate_v1_ListAssetsRequest, ListAssetsRequest__Output as _real_estate_v1_ListAssetsRequest__Output } from './real_estate/v1/ListAssetsRequest.ts';
import type { ListListingJobsRequest as _real_estate_v1_ListListingJobsRequest, ListListingJobsRequest__Output as _real_estate_v1_ListListingJobsRequest__Output } from './real_estate/v1/ListListingJobsRequest.ts';
import type { ListProjectsRequest as _real_estate_v1_ListProjectsRequest, ListProjectsRequest__Output as _real_estate_v1_ListProjectsRequest__Output } from './real_estate/v1/ListProjectsRequest.ts';
import type { ListRequest as _real_estate_v1_ListRequest, ListRequest__Output as _real_estate_v1_ListRequest__Output } from './real_estate/v1/ListRequest.ts';
import type { ListShotVideoJobsRequest as _real_estate_v1_ListShotVideoJobsRequest, ListShotVideoJobsRequest__Output as _real_estate_v1_ListShotVideoJobsRequest__Output } from './real_estate/v1/ListShotVideoJobsRequest.ts';
import type { ListShotsRequest as _real_estate_v1_ListShotsRequest, ListShotsRequest__Output as _real_estate_v1_ListShotsRequest__Output } from './real_estate/v1/ListShotsRequest.ts';
import type { ListTemplatesRequest as _real_estate_v1_ListTemplatesRequest, ListTemplatesRequest__Output as _real_estate_v1_ListTemplatesRequest__Output } from './real_estate/v1/ListTemplatesRequest.ts';
import type { ListingJob as _real_estate_v1_ListingJob, ListingJob__Output as _real_estate_v1_ListingJob__Output } from './real_estate/v1/ListingJob.ts';
import type { ListingJobPage as _real_estate_v1_ListingJobPage, ListingJobPage__Output as _real_estate_v1_ListingJobPage__Output } from './real_estate/v1/ListingJobPage.ts';
import type { ListingJobRequest as _real_estate_v1_ListingJobRequest, ListingJobRequest__Output as _real_estate_v1_ListingJobRequest__Output } from './real_estate/v1/ListingJobRequest.ts';
import type { MusicTrack as _real_estate_v1_MusicTrack, MusicTrack__Output as _real_estate_v1_MusicTrack__Output } from './real_estate/v1/MusicTrack.ts';
import type { MusicTrackPage as _real_estate_v1_MusicTrackPage, MusicTrackPage__Output as _real_estate_v1_MusicTrackPage__Output } from './real_estate/v1/MusicTrackPage.ts';
import type { PresignedUpload as _real_estate_v1_PresignedUpload, PresignedUpload__Output as _real_estate_v1_PresignedUpload__Output } from './real_estate/v1/PresignedUpload.ts';
import type { Project as _real_estate_v1_Project, Project__Output as _real_estate_v1_Project__Output } from './real_estate/v1/Project.ts';
import type { ProjectFields as _real_estate_v1_ProjectFields, ProjectFields__Output as _real_estate_v1_ProjectFields__Output } from './real_estate/v1/ProjectFields.ts';
import type { ProjectListPage as _real_estate_v1_ProjectListPage, ProjectListPage__Output as _real_estate_v1_ProjectListPage__Output } from './real_estate/v1/ProjectListPage.ts';
import type { ProjectRequest as _real_estate_v1_ProjectRequest, ProjectRequest__Output as _real_estate_v1_ProjectRequest__Output } from './real_estate/v1/ProjectRequest.ts';
import type { PublishSharedVideoResponse as _real_estate_v1_PublishSharedVideoResponse, PublishSharedVideoResponse__Output as _real_estate_v1_PublishSharedVideoResponse__Output } from './real_estate/v1/PublishSharedVideoResponse.ts';
import type { RealEstateServiceClient as _real_estate_v1_RealEstateServiceClient, RealEstateServiceDefinition as _real_estate_v1_RealEstateServiceDefinition } from './real_estate/v1/RealEstateService.ts';
import type { RegisterUploadRequest as _real_estate_v1_RegisterUploadRequest, RegisterUploadRequest__Output as _real_estate_v1_RegisterUploadRequest__Output } from './real_estate/v1/RegisterUploadRequest.ts';
import type { ReorderShotsRequest as _real_estate_v1_ReorderShotsRequest, ReorderShotsRequest__Output as _real_estate_v1_ReorderShotsRequest__Output } from './real_estate/v1/ReorderShotsRequest.ts';
import type { ShareableVideo as _real_estate_v1_ShareableVideo, ShareableVideo__Output as _real_estate_v1_ShareableVideo__Output } from './real_estate/v1/ShareableVideo.ts';
import type { ShareableVideoRequest as _real_estate_v1_ShareableVideoRequest, ShareableVideoRequest__Output as _real_estate_v1_ShareableVideoRequest__Output } from './real_estate/v1/ShareableVideoRequest.ts';
import type { SharedVideoFiles as _real_estate_v1_SharedVideoFiles, SharedVideoFiles__Output as _real_estate_v1_SharedVideoFiles__Output } from './real_estate/v1/SharedVideoFiles.ts';
import type { SharedVideoRequest as _real_estate_v1_SharedVideoRequest, SharedVideoRequest__Output as _real_estate_v1_SharedVideoRequest__Output } from './real_estate/v1/SharedVideoRequest.ts';
import type { Shot as _real_estate_v1_Shot, Shot__Output as _real_estate_v1_Shot__Output } from './real_estate/v1/Shot.ts';
import type { ShotFields as _real_estate_v1_ShotFields, ShotFields__Output as _real_estate_v1_ShotFields__Output } from './real_estate/v1/ShotFields.ts';
import type { ShotList as _real_estate_v1_ShotList, ShotList__Output as _real_estate_v1_ShotList__Output } from './real_estate/v1/ShotList.ts';
import type { ShotPage as _real_estate_v1_ShotPage, ShotPage__Output as _real_estate_v1_ShotPage__Output } from './real_estate/v1/ShotPage.ts';
import type { ShotRequest as _real_estate_v1_ShotRequest, ShotRequest__Output as _real_estate_v1_ShotRequest__Output } from './real_estate/v1/ShotRequest.ts';
import type { ShotVideoJob as _real_estate_v1_ShotVideoJob, ShotVideoJob__Output as _real_estate_v1_ShotVideoJob__Output } from './real_estate/v1/ShotVideoJob.ts';
import type { ShotVideoJobPage as _real_estate_v1_ShotVideoJobPage, ShotVideoJobPage__Output as _real_estate_v1_ShotVideoJobPage__Output } from './real_estate/v1/ShotVideoJobPage.ts';
import type { ShotVideoJobRequest as _real_estate_v1_ShotVideoJobRequest, ShotVideoJobRequest__Output as _real_estate_v1_ShotVideoJobRequest__Output } from './real_estate/v1/ShotVideoJobRequest.ts';
import type { SupportedLanguage as _real_estate_v1_SupportedLanguage, SupportedLanguage__Output as _real_estate_v1_SupportedLanguage__Output } from './real_estate/v1/SupportedLanguage.ts';
import type { TextAsset as _real_estate_v1_TextAsset, TextAsset__Output as _real_estate_v1_TextAsset__Output } from './real_estate/v1/TextAsset.ts';
import type { UnpublishSharedVideoRequest as _real_estate_v1_UnpublishSharedVideoRequest, UnpublishSharedVideoRequest__Output as _real_estate_v1_UnpublishSharedVideoRequest__Output } from './real_estate/v1/UnpublishSharedVideoRequest.ts';
import type { UpdateProjectRequest as _real_estate_v1_UpdateProjectRequest, UpdateProjectRequest__Output as _real_estate_v1_UpdateProjectRequest__Output } from './real_estate/v1/UpdateProjectRequest.ts';
import type { UpdateShotRequest as _real_estate_v1_UpdateShotRequest, UpdateShotRequest__Output as _real_estate_v1_UpdateShotRequest__Output } from './real_estate/v1/UpdateShotRequest.ts';
import type { VideoAsset as _real_estate_v1_VideoAsset, VideoAsset__Output as _real_estate_v1_VideoAsset__Output } from './real_estate/v1/VideoAsset.ts';
import type { Voice as _real_estate_v1_Voice, Voice__Output as _real_estate_v1_Voice__Output } from './real_estate/v1/Voice.ts';
import type { VoicePage as _real_estate_v1_VoicePage, VoicePage__Output as _real_estate_v1_VoicePage__Output } from './real_estate/v1/VoicePage.ts';
import type { Voiceover as _real_estate_v1_Voiceover, Voiceover__Output as _real_estate_v1_Voiceover__Output } from './real_estate/v1/Voiceover.ts';

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
  real_estate: {
    v1: {
      Agent: MessageTypeDefinition<_real_estate_v1_Agent, _real_estate_v1_Agent__Output>
      AgentPage: MessageTypeDefinition<_real_estate_v1_AgentPage, _real_estate_v1_AgentPage__Output>
      AgentRequest: MessageTypeDefinition<_real_estate_v1_AgentRequest, _real_estate_v1_AgentRequest__Output>
      ApplyRequest: MessageTypeDefinition<_real_estate_v1_ApplyRequest, _real_estate_v1_ApplyRequest__Output>
      Asset: MessageTypeDefinition<_real_estate_v1_Asset, _real_estate_v1_Asset__Output>
      AssetPage: MessageTypeDefinition<_real_estate_v1_AssetPage, _real_estate_v1_AssetPage__Output>
      AssetRequest: MessageTypeDefinition<_real_estate_v1_AssetRequest, _real_estate_v1_AssetRequest__Output>
      AudioAsset: MessageTypeDefinition<_real_estate_v1_AudioAsset, _real_estate_v1_AudioAsset__Output>
      BrandKit: MessageTypeDefinition<_real_estate_v1_BrandKit, _real_estate_v1_BrandKit__Output>
      BrandKitPage: MessageTypeDefinition<_real_estate_v1_BrandKitPage, _real_estate_v1_BrandKitPage__Output>
      BrandKitRequest: MessageTypeDefinition<_real_estate_v1_BrandKitRequest, _real_estate_v1_BrandKitRequest__Output>
      CancelListingJobResponse: MessageTypeDefinition<_real_estate_v1_CancelListingJobResponse, _real_estate_v1_CancelListingJobResponse__Output>
      CancelShotVideoJobResponse: MessageTypeDefinition<_real_estate_v1_CancelShotVideoJobResponse, _real_estate_v1_CancelShotVideoJobResponse__Output>
      CaptionAsset: MessageTypeDefinition<_real_estate_v1_CaptionAsset, _real_estate_v1_CaptionAsset__Output>
      CardTemplate: MessageTypeDefinition<_real_estate_v1_CardTemplate, _real_estate_v1_CardTemplate__Output>
      CardTemplatePage: MessageTypeDefinition<_real_estate_v1_CardTemplatePage, _real_estate_v1_CardTemplatePage__Output>
      CheckShotDescriptionRequest: MessageTypeDefinition<_real_estate_v1_CheckShotDescriptionRequest, _real_estate_v1_CheckShotDescriptionRequest__Output>
      CheckShotDescriptionResponse: MessageTypeDefinition<_real_estate_v1_CheckShotDescriptionResponse, _real_estate_v1_CheckShotDescriptionResponse__Output>
      CreateAssetUploadRequest: MessageTypeDefinition<_real_estate_v1_CreateAssetUploadRequest, _real_estate_v1_CreateAssetUploadRequest__Output>
      CreateAssetUploadResponse: MessageTypeDefinition<_real_estate_v1_CreateAssetUploadResponse, _real_estate_v1_CreateAssetUploadResponse__Output>
      CreateExternalAssetRequest: MessageTypeDefinition<_real_estate_v1_CreateExternalAssetRequest, _real_estate_v1_CreateExternalAssetRequest__Output>
      CreateListingJobRequest: MessageTypeDefinition<_real_estate_v1_CreateListingJobRequest, _real_estate_v1_CreateListingJobRequest__Output>
      CreateProjectRequest: MessageTypeDefinition<_real_estate_v1_CreateProjectRequest, _real_estate_v1_CreateProjectRequest__Output>
      CreateShotRequest: MessageTypeDefinition<_real_estate_v1_CreateShotRequest, _real_estate_v1_CreateShotRequest__Output>
      CreateShotVideoJobRequest: MessageTypeDefinition<_real_estate_v1_CreateShotVideoJobRequest, _real_estate_v1_CreateShotVideoJobRequest__Output>
      DeleteResponse: MessageTypeDefinition<_real_estate_v1_DeleteResponse, _real_estate_v1_DeleteResponse__Output>
      GetByIdRequest: MessageTypeDefinition<_real_estate_v1_GetByIdRequest, _real_estate_v1_GetByIdRequest__Output>
      Idempotency: MessageTypeDefinition<_real_estate_v1_Idempotency, _real_estate_v1_Idempotency__Output>
      ImageAsset: MessageTypeDefinition<_real_estate_v1_ImageAsset, _real_estate_v1_ImageAsset__Output>
      ImageUploadRequest: MessageTypeDefinition<_real_estate_v1_ImageUploadRequest, _real_estate_v1_ImageUploadRequest__Output>
      ListAssetsRequest: MessageTypeDefinition<_real_estate_v1_ListAssetsRequest, _real_estate_v1_ListAssetsRequest__Output>
      ListListingJobsRequest: MessageTypeDefinition<_real_estate_v1_ListListingJobsRequest, _real_estate_v1_ListListingJobsRequest__Output>
      ListProjectsRequest: MessageTypeDefinition<_real_estate_v1_ListProjectsRequest, _real_estate_v1_ListProjectsRequest__Output>
      ListRequest: MessageTypeDefinition<_real_estate_v1_ListRequest, _real_estate_v1_ListRequest__Output>
      ListShotVideoJobsRequest: MessageTypeDefinition<_real_estate_v1_ListShotVideoJobsRequest, _real_estate_v1_ListShotVideoJobsRequest__Output>
      ListShotsRequest: MessageTypeDefinition<_real_estate_v1_ListShotsRequest, _real_estate_v1_ListShotsRequest__Output>
      ListTemplatesRequest: MessageTypeDefinition<_real_estate_v1_ListTemplatesRequest, _real_estate_v1_ListTemplatesRequest__Output>
      ListingJob: MessageTypeDefinition<_real_estate_v1_ListingJob, _real_estate_v1_ListingJob__Output>
      ListingJobPage: MessageTypeDefinition<_real_estate_v1_ListingJobPage, _real_estate_v1_ListingJobPage__Output>
      ListingJobRequest: MessageTypeDefinition<_real_estate_v1_ListingJobRequest, _real_estate_v1_ListingJobRequest__Output>
      MusicTrack: MessageTypeDefinition<_real_estate_v1_MusicTrack, _real_estate_v1_MusicTrack__Output>
      MusicTrackPage: MessageTypeDefinition<_real_estate_v1_MusicTrackPage, _real_estate_v1_MusicTrackPage__Output>
      PresignedUpload: MessageTypeDefinition<_real_estate_v1_PresignedUpload, _real_estate_v1_PresignedUpload__Output>
      Project: MessageTypeDefinition<_real_estate_v1_Project, _real_estate_v1_Project__Output>
      ProjectFields: MessageTypeDefinition<_real_estate_v1_ProjectFields, _real_estate_v1_ProjectFields__Output>
      ProjectListPage: MessageTypeDefinition<_real_estate_v1_ProjectListPage, _real_estate_v1_ProjectListPage__Output>
      ProjectRequest: MessageTypeDefinition<_real_estate_v1_ProjectRequest, _real_estate_v1_ProjectRequest__Output>
      PublishSharedVideoResponse: MessageTypeDefinition<_real_estate_v1_PublishSharedVideoResponse, _real_estate_v1_PublishSharedVideoResponse__Output>
      RealEstateService: SubtypeConstructor<typeof grpc.Client, _real_estate_v1_RealEstateServiceClient> & { service: _real_estate_v1_RealEstateServiceDefinition }
      RegisterUploadRequest: MessageTypeDefinition<_real_estate_v1_RegisterUploadRequest, _real_estate_v1_RegisterUploadRequest__Output>
      ReorderShotsRequest: MessageTypeDefinition<_real_estate_v1_ReorderShotsRequest, _real_estate_v1_ReorderShotsRequest__Output>
      ShareableVideo: MessageTypeDefinition<_real_estate_v1_ShareableVideo, _real_estate_v1_ShareableVideo__Output>
      ShareableVideoRequest: MessageTypeDefinition<_real_estate_v1_ShareableVideoRequest, _real_estate_v1_ShareableVideoRequest__Output>
      SharedVideoFiles: MessageTypeDefinition<_real_estate_v1_SharedVideoFiles, _real_estate_v1_SharedVideoFiles__Output>
      SharedVideoRequest: MessageTypeDefinition<_real_estate_v1_SharedVideoRequest, _real_estate_v1_SharedVideoRequest__Output>
      Shot: MessageTypeDefinition<_real_estate_v1_Shot, _real_estate_v1_Shot__Output>
      ShotFields: MessageTypeDefinition<_real_estate_v1_ShotFields, _real_estate_v1_ShotFields__Output>
      ShotList: MessageTypeDefinition<_real_estate_v1_ShotList, _real_estate_v1_ShotList__Output>
      ShotPage: MessageTypeDefinition<_real_estate_v1_ShotPage, _real_estate_v1_ShotPage__Output>
      ShotRequest: MessageTypeDefinition<_real_estate_v1_ShotRequest, _real_estate_v1_ShotRequest__Output>
      ShotVideoJob: MessageTypeDefinition<_real_estate_v1_ShotVideoJob, _real_estate_v1_ShotVideoJob__Output>
      ShotVideoJobPage: MessageTypeDefinition<_real_estate_v1_ShotVideoJobPage, _real_estate_v1_ShotVideoJobPage__Output>
      ShotVideoJobRequest: MessageTypeDefinition<_real_estate_v1_ShotVideoJobRequest, _real_estate_v1_ShotVideoJobRequest__Output>
      SupportedLanguage: MessageTypeDefinition<_real_estate_v1_SupportedLanguage, _real_estate_v1_SupportedLanguage__Output>
      TextAsset: MessageTypeDefinition<_real_estate_v1_TextAsset, _real_estate_v1_TextAsset__Output>
      UnpublishSharedVideoRequest: MessageTypeDefinition<_real_estate_v1_UnpublishSharedVideoRequest, _real_estate_v1_UnpublishSharedVideoRequest__Output>
      UpdateProjectRequest: MessageTypeDefinition<_real_estate_v1_UpdateProjectRequest, _real_estate_v1_UpdateProjectRequest__Output>
      UpdateShotRequest: MessageTypeDefinition<_real_estate_v1_UpdateShotRequest, _real_estate_v1_UpdateShotRequest__Output>
      VideoAsset: MessageTypeDefinition<_real_estate_v1_VideoAsset, _real_estate_v1_VideoAsset__Output>
      Voice: MessageTypeDefinition<_real_estate_v1_Voice, _real_estate_v1_Voice__Output>
      VoicePage: MessageTypeDefinition<_real_estate_v1_VoicePage, _real_estate_v1_VoicePage__Output>
      Voiceover: MessageTypeDefinition<_real_estate_v1_Voiceover, _real_estate_v1_Voiceover__Output>
    }
  }
}

