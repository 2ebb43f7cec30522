// Original file: real_estate/v1/real_estate.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { Agent as _real_estate_v1_Agent, Agent__Output as _real_estate_v1_Agent__Output } from '../../real_estate/v1/Agent.ts';
import type { AgentPage as _real_estate_v1_AgentPage, AgentPage__Output as _real_estate_v1_AgentPage__Output } from '../../real_estate/v1/AgentPage.ts';
import type { AgentRequest as _real_estate_v1_AgentRequest, AgentRequest__Output as _real_estate_v1_AgentRequest__Output } from '../../real_estate/v1/AgentRequest.ts';
import type { ApplyRequest as _real_estate_v1_ApplyRequest, ApplyRequest__Output as _real_estate_v1_ApplyRequest__Output } from '../../real_estate/v1/ApplyRequest.ts';
import type { Asset as _real_estate_v1_Asset, Asset__Output as _real_estate_v1_Asset__Output } from '../../real_estate/v1/Asset.ts';
import type { AssetPage as _real_estate_v1_AssetPage, AssetPage__Output as _real_estate_v1_AssetPage__Output } from '../../real_estate/v1/AssetPage.ts';
import type { AssetRequest as _real_estate_v1_AssetRequest, AssetRequest__Output as _real_estate_v1_AssetRequest__Output } from '../../real_estate/v1/AssetRequest.ts';
import type { BrandKit as _real_estate_v1_BrandKit, BrandKit__Output as _real_estate_v1_BrandKit__Output } from '../../real_estate/v1/BrandKit.ts';
import type { BrandKitPage as _real_estate_v1_BrandKitPage, BrandKitPage__Output as _real_estate_v1_BrandKitPage__Output } from '../../real_estate/v1/BrandKitPage.ts';
import type { BrandKitRequest as _real_estate_v1_BrandKitRequest, BrandKitRequest__Output as _real_estate_v1_BrandKitRequest__Output } from '../../real_estate/v1/BrandKitRequest.ts';
import type { CancelListingJobResponse as _real_estate_v1_CancelListingJobResponse, CancelListingJobResponse__Output as _real_estate_v1_CancelListingJobResponse__Output } from '../../real_estate/v1/CancelListingJobResponse.ts';
import type { CancelShotVideoJobResponse as _real_estate_v1_CancelShotVideoJobResponse, CancelShotVideoJobResponse__Output as _real_estate_v1_CancelShotVideoJobResponse__Output } from '../../real_estate/v1/CancelShotVideoJobResponse.ts';
import type { CardTemplatePage as _real_estate_v1_CardTemplatePage, CardTemplatePage__Output as _real_estate_v1_CardTemplatePage__Output } from '../../real_estate/v1/CardTemplatePage.ts';
import type { CheckShotDescriptionRequest as _real_estate_v1_CheckShotDescriptionRequest, CheckShotDescriptionRequest__Output as _real_estate_v1_CheckShotDescriptionRequest__Output } from '../../real_estate/v1/CheckShotDescriptionRequest.ts';
import type { CheckShotDescriptionResponse as _real_estate_v1_CheckShotDescriptionResponse, CheckShotDescriptionResponse__Output as _real_estate_v1_CheckShotDescriptionResponse__Output } from '../../real_estate/v1/CheckShotDescriptionResponse.ts';
import type { CreateAssetUploadRequest as _real_estate_v1_CreateAssetUploadRequest, CreateAssetUploadRequest__Output as _real_estate_v1_CreateAssetUploadRequest__Output } from '../../real_estate/v1/CreateAssetUploadRequest.ts';
import type { CreateAssetUploadResponse as _real_estate_v1_CreateAssetUploadResponse, CreateAssetUploadResponse__Output as _real_estate_v1_CreateAssetUploadResponse__Output } from '../../real_estate/v1/CreateAssetUploadResponse.ts';
import type { CreateExternalAssetRequest as _real_estate_v1_CreateExternalAssetRequest, CreateExternalAssetRequest__Output as _real_estate_v1_CreateExternalAssetRequest__Output } from '../../real_estate/v1/CreateExternalAssetRequest.ts';
import type { CreateListingJobRequest as _real_estate_v1_CreateListingJobRequest, CreateListingJobRequest__Output as _real_estate_v1_CreateListingJobRequest__Output } from '../../real_estate/v1/CreateListingJobRequest.ts';
import type { CreateProjectRequest as _real_estate_v1_CreateProjectRequest, CreateProjectRequest__Output as _real_estate_v1_CreateProjectRequest__Output } from '../../real_estate/v1/CreateProjectRequest.ts';
import type { CreateShotRequest as _real_estate_v1_CreateShotRequest, CreateShotRequest__Output as _real_estate_v1_CreateShotRequest__Output } from '../../real_estate/v1/CreateShotRequest.ts';
import type { CreateShotVideoJobRequest as _real_estate_v1_CreateShotVideoJobRequest, CreateShotVideoJobRequest__Output as _real_estate_v1_CreateShotVideoJobRequest__Output } from '../../real_estate/v1/CreateShotVideoJobRequest.ts';
import type { DeleteResponse as _real_estate_v1_DeleteResponse, DeleteResponse__Output as _real_estate_v1_DeleteResponse__Output } from '../../real_estate/v1/DeleteResponse.ts';
import type { GetByIdRequest as _real_estate_v1_GetByIdRequest, GetByIdRequest__Output as _real_estate_v1_GetByIdRequest__Output } from '../../real_estate/v1/GetByIdRequest.ts';
import type { ImageUploadRequest as _real_estate_v1_ImageUploadRequest, ImageUploadRequest__Output as _real_estate_v1_ImageUploadRequest__Output } from '../../real_estate/v1/ImageUploadRequest.ts';
import type { ListAssetsRequest as _real_estate_v1_ListAssetsRequest, ListAssetsRequest__Output as _real_estate_v1_ListAssetsRequest__Output } from '../../real_estate/v1/ListAssetsRequest.ts';
import type { ListListingJobsRequest as _real_estate_v1_ListListingJobsRequest, ListListingJobsRequest__Output as _real_estate_v1_ListListingJobsRequest__Output } from '../../real_estate/v1/ListListingJobsRequest.ts';
import type { ListProjectsRequest as _real_estate_v1_ListProjectsRequest, ListProjectsRequest__Output as _real_estate_v1_ListProjectsRequest__Output } from '../../real_estate/v1/ListProjectsRequest.ts';
import type { ListRequest as _real_estate_v1_ListRequest, ListRequest__Output as _real_estate_v1_ListRequest__Output } from '../../real_estate/v1/ListRequest.ts';
import type { ListShotVideoJobsRequest as _real_estate_v1_ListShotVideoJobsRequest, ListShotVideoJobsRequest__Output as _real_estate_v1_ListShotVideoJobsRequest__Output } from '../../real_estate/v1/ListShotVideoJobsRequest.ts';
import type { ListShotsRequest as _real_estate_v1_ListShotsRequest, ListShotsRequest__Output as _real_estate_v1_ListShotsRequest__Output } from '../../real_estate/v1/ListShotsRequest.ts';
import type { ListTemplatesRequest as _real_estate_v1_ListTemplatesRequest, ListTemplatesRequest__Output as _real_estate_v1_ListTemplatesRequest__Output } from '../../real_estate/v1/ListTemplatesRequest.ts';
import type { ListingJob as _real_estate_v1_ListingJob, ListingJob__Output as _real_estate_v1_ListingJob__Output } from '../../real_estate/v1/ListingJob.ts';
import type { ListingJobPage as _real_estate_v1_ListingJobPage, ListingJobPage__Output as _real_estate_v1_ListingJobPage__Output } from '../../real_estate/v1/ListingJobPage.ts';
import type { ListingJobRequest as _real_estate_v1_ListingJobRequest, ListingJobRequest__Output as _real_estate_v1_ListingJobRequest__Output } from '../../real_estate/v1/ListingJobRequest.ts';
import type { MusicTrackPage as _real_estate_v1_MusicTrackPage, MusicTrackPage__Output as _real_estate_v1_MusicTrackPage__Output } from '../../real_estate/v1/MusicTrackPage.ts';
import type { Project as _real_estate_v1_Project, Project__Output as _real_estate_v1_Project__Output } from '../../real_estate/v1/Project.ts';
import type { ProjectListPage as _real_estate_v1_ProjectListPage, ProjectListPage__Output as _real_estate_v1_ProjectListPage__Output } from '../../real_estate/v1/ProjectListPage.ts';
import type { ProjectRequest as _real_estate_v1_ProjectRequest, ProjectRequest__Output as _real_estate_v1_ProjectRequest__Output } from '../../real_estate/v1/ProjectRequest.ts';
import type { PublishSharedVideoResponse as _real_estate_v1_PublishSharedVideoResponse, PublishSharedVideoResponse__Output as _real_estate_v1_PublishSharedVideoResponse__Output } from '../../real_estate/v1/PublishSharedVideoResponse.ts';
import type { RegisterUploadRequest as _real_estate_v1_RegisterUploadRequest, RegisterUploadRequest__Output as _real_estate_v1_RegisterUploadRequest__Output } from '../../real_estate/v1/RegisterUploadRequest.ts';
import type { ReorderShotsRequest as _real_estate_v1_ReorderShotsRequest, ReorderShotsRequest__Output as _real_estate_v1_ReorderShotsRequest__Output } from '../../real_estate/v1/ReorderShotsRequest.ts';
import type { ShareableVideo as _real_estate_v1_ShareableVideo, ShareableVideo__Output as _real_estate_v1_ShareableVideo__Output } from '../../real_estate/v1/ShareableVideo.ts';
import type { ShareableVideoRequest as _real_estate_v1_ShareableVideoRequest, ShareableVideoRequest__Output as _real_estate_v1_ShareableVideoRequest__Output } from '../../real_estate/v1/ShareableVideoRequest.ts';
import type { SharedVideoFiles as _real_estate_v1_SharedVideoFiles, SharedVideoFiles__Output as _real_estate_v1_SharedVideoFiles__Output } from '../../real_estate/v1/SharedVideoFiles.ts';
import type { SharedVideoRequest as _real_estate_v1_SharedVideoRequest, SharedVideoRequest__Output as _real_estate_v1_SharedVideoRequest__Output } from '../../real_estate/v1/SharedVideoRequest.ts';
import type { Shot as _real_estate_v1_Shot, Shot__Output as _real_estate_v1_Shot__Output } from '../../real_estate/v1/Shot.ts';
import type { ShotList as _real_estate_v1_ShotList, ShotList__Output as _real_estate_v1_ShotList__Output } from '../../real_estate/v1/ShotList.ts';
import type { ShotPage as _real_estate_v1_ShotPage, ShotPage__Output as _real_estate_v1_ShotPage__Output } from '../../real_estate/v1/ShotPage.ts';
import type { ShotRequest as _real_estate_v1_ShotRequest, ShotRequest__Output as _real_estate_v1_ShotRequest__Output } from '../../real_estate/v1/ShotRequest.ts';
import type { ShotVideoJob as _real_estate_v1_ShotVideoJob, ShotVideoJob__Output as _real_estate_v1_ShotVideoJob__Output } from '../../real_estate/v1/ShotVideoJob.ts';
import type { ShotVideoJobPage as _real_estate_v1_ShotVideoJobPage, ShotVideoJobPage__Output as _real_estate_v1_ShotVideoJobPage__Output } from '../../real_estate/v1/ShotVideoJobPage.ts';
import type { ShotVideoJobRequest as _real_estate_v1_ShotVideoJobRequest, ShotVideoJobRequest__Output as _real_estate_v1_ShotVideoJobRequest__Output } from '../../real_estate/v1/ShotVideoJobRequest.ts';
import type { UnpublishSharedVideoRequest as _real_estate_v1_UnpublishSharedVideoRequest, UnpublishSharedVideoRequest__Output as _real_estate_v1_UnpublishSharedVideoRequest__Output } from '../../real_estate/v1/UnpublishSharedVideoRequest.ts';
import type { UpdateProjectRequest as _real_estate_v1_UpdateProjectRequest, UpdateProjectRequest__Output as _real_estate_v1_UpdateProjectRequest__Output } from '../../real_estate/v1/UpdateProjectRequest.ts';
import type { UpdateShotRequest as _real_estate_v1_UpdateShotRequest, UpdateShotRequest__Output as _real_estate_v1_UpdateShotRequest__Output } from '../../real_estate/v1/UpdateShotRequest.ts';
import type { Voice as _real_estate_v1_Voice, Voice__Output as _real_estate_v1_Voice__Output } from '../../real_estate/v1/Voice.ts';
import type { VoicePage as _real_estate_v1_VoicePage, VoicePage__Output as _real_estate_v1_VoicePage__Output } from '../../real_estate/v1/VoicePage.ts';

export interface RealEstateServiceClient extends grpc.Client {
  ApplyAgent(argument: _real_estate_v1_ApplyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  ApplyAgent(argument: _real_estate_v1_ApplyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  ApplyAgent(argument: _real_estate_v1_ApplyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  ApplyAgent(argument: _real_estate_v1_ApplyRequest, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  applyAgent(argument: _real_estate_v1_ApplyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  applyAgent(argument: _real_estate_v1_ApplyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  applyAgent(argument: _real_estate_v1_ApplyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  applyAgent(argument: _real_estate_v1_ApplyRequest, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  
  ApplyBrandKit(argument: _real_estate_v1_ApplyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  ApplyBrandKit(argument: _real_estate_v1_ApplyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  ApplyBrandKit(argument: _real_estate_v1_ApplyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  ApplyBrandKit(argument: _real_estate_v1_ApplyRequest, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  applyBrandKit(argument: _real_estate_v1_ApplyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  applyBrandKit(argument: _real_estate_v1_ApplyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  applyBrandKit(argument: _real_estate_v1_ApplyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  applyBrandKit(argument: _real_estate_v1_ApplyRequest, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  
  CancelListingJob(argument: _real_estate_v1_ListingJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_CancelListingJobResponse__Output>): grpc.ClientUnaryCall;
  CancelListingJob(argument: _real_estate_v1_ListingJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_CancelListingJobResponse__Output>): grpc.ClientUnaryCall;
  CancelListingJob(argument: _real_estate_v1_ListingJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_CancelListingJobResponse__Output>): grpc.ClientUnaryCall;
  CancelListingJob(argument: _real_estate_v1_ListingJobRequest, callback: grpc.requestCallback<_real_estate_v1_CancelListingJobResponse__Output>): grpc.ClientUnaryCall;
  cancelListingJob(argument: _real_estate_v1_ListingJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_CancelListingJobResponse__Output>): grpc.ClientUnaryCall;
  cancelListingJob(argument: _real_estate_v1_ListingJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_CancelListingJobResponse__Output>): grpc.ClientUnaryCall;
  cancelListingJob(argument: _real_estate_v1_ListingJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_CancelListingJobResponse__Output>): grpc.ClientUnaryCall;
  cancelListingJob(argument: _real_estate_v1_ListingJobRequest, callback: grpc.requestCallback<_real_estate_v1_CancelListingJobResponse__Output>): grpc.ClientUnaryCall;
  
  CancelShotVideoJob(argument: _real_estate_v1_ShotVideoJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_CancelShotVideoJobResponse__Output>): grpc.ClientUnaryCall;
  CancelShotVideoJob(argument: _real_estate_v1_ShotVideoJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_CancelShotVideoJobResponse__Output>): grpc.ClientUnaryCall;
  CancelShotVideoJob(argument: _real_estate_v1_ShotVideoJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_CancelShotVideoJobResponse__Output>): grpc.ClientUnaryCall;
  CancelShotVideoJob(argument: _real_estate_v1_ShotVideoJobRequest, callback: grpc.requestCallback<_real_estate_v1_CancelShotVideoJobResponse__Output>): grpc.ClientUnaryCall;
  cancelShotVideoJob(argument: _real_estate_v1_ShotVideoJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_CancelShotVideoJobResponse__Output>): grpc.ClientUnaryCall;
  cancelShotVideoJob(argument: _real_estate_v1_ShotVideoJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_CancelShotVideoJobResponse__Output>): grpc.ClientUnaryCall;
  cancelShotVideoJob(argument: _real_estate_v1_ShotVideoJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_CancelShotVideoJobResponse__Output>): grpc.ClientUnaryCall;
  cancelShotVideoJob(argument: _real_estate_v1_ShotVideoJobRequest, callback: grpc.requestCallback<_real_estate_v1_CancelShotVideoJobResponse__Output>): grpc.ClientUnaryCall;
  
  CheckShotDescription(argument: _real_estate_v1_CheckShotDescriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_CheckShotDescriptionResponse__Output>): grpc.ClientUnaryCall;
  CheckShotDescription(argument: _real_estate_v1_CheckShotDescriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_CheckShotDescriptionResponse__Output>): grpc.ClientUnaryCall;
  CheckShotDescription(argument: _real_estate_v1_CheckShotDescriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_CheckShotDescriptionResponse__Output>): grpc.ClientUnaryCall;
  CheckShotDescription(argument: _real_estate_v1_CheckShotDescriptionRequest, callback: grpc.requestCallback<_real_estate_v1_CheckShotDescriptionResponse__Output>): grpc.ClientUnaryCall;
  checkShotDescription(argument: _real_estate_v1_CheckShotDescriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_CheckShotDescriptionResponse__Output>): grpc.ClientUnaryCall;
  checkShotDescription(argument: _real_estate_v1_CheckShotDescriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_CheckShotDescriptionResponse__Output>): grpc.ClientUnaryCall;
  checkShotDescription(argument: _real_estate_v1_CheckShotDescriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_CheckShotDescriptionResponse__Output>): grpc.ClientUnaryCall;
  checkShotDescription(argument: _real_estate_v1_CheckShotDescriptionRequest, callback: grpc.requestCallback<_real_estate_v1_CheckShotDescriptionResponse__Output>): grpc.ClientUnaryCall;
  
  CreateAgent(argument: _real_estate_v1_AgentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  CreateAgent(argument: _real_estate_v1_AgentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  CreateAgent(argument: _real_estate_v1_AgentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  CreateAgent(argument: _real_estate_v1_AgentRequest, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  createAgent(argument: _real_estate_v1_AgentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  createAgent(argument: _real_estate_v1_AgentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  createAgent(argument: _real_estate_v1_AgentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  createAgent(argument: _real_estate_v1_AgentRequest, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  
  CreateAssetUpload(argument: _real_estate_v1_CreateAssetUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_CreateAssetUploadResponse__Output>): grpc.ClientUnaryCall;
  CreateAssetUpload(argument: _real_estate_v1_CreateAssetUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_CreateAssetUploadResponse__Output>): grpc.ClientUnaryCall;
  CreateAssetUpload(argument: _real_estate_v1_CreateAssetUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_CreateAssetUploadResponse__Output>): grpc.ClientUnaryCall;
  CreateAssetUpload(argument: _real_estate_v1_CreateAssetUploadRequest, callback: grpc.requestCallback<_real_estate_v1_CreateAssetUploadResponse__Output>): grpc.ClientUnaryCall;
  createAssetUpload(argument: _real_estate_v1_CreateAssetUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_CreateAssetUploadResponse__Output>): grpc.ClientUnaryCall;
  createAssetUpload(argument: _real_estate_v1_CreateAssetUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_CreateAssetUploadResponse__Output>): grpc.ClientUnaryCall;
  createAssetUpload(argument: _real_estate_v1_CreateAssetUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_CreateAssetUploadResponse__Output>): grpc.ClientUnaryCall;
  createAssetUpload(argument: _real_estate_v1_CreateAssetUploadRequest, callback: grpc.requestCallback<_real_estate_v1_CreateAssetUploadResponse__Output>): grpc.ClientUnaryCall;
  
  CreateBrandKit(argument: _real_estate_v1_BrandKitRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  CreateBrandKit(argument: _real_estate_v1_BrandKitRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  CreateBrandKit(argument: _real_estate_v1_BrandKitRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  CreateBrandKit(argument: _real_estate_v1_BrandKitRequest, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  createBrandKit(argument: _real_estate_v1_BrandKitRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  createBrandKit(argument: _real_estate_v1_BrandKitRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  createBrandKit(argument: _real_estate_v1_BrandKitRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  createBrandKit(argument: _real_estate_v1_BrandKitRequest, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  
  CreateExternalAsset(argument: _real_estate_v1_CreateExternalAssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  CreateExternalAsset(argument: _real_estate_v1_CreateExternalAssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  CreateExternalAsset(argument: _real_estate_v1_CreateExternalAssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  CreateExternalAsset(argument: _real_estate_v1_CreateExternalAssetRequest, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  createExternalAsset(argument: _real_estate_v1_CreateExternalAssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  createExternalAsset(argument: _real_estate_v1_CreateExternalAssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  createExternalAsset(argument: _real_estate_v1_CreateExternalAssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  createExternalAsset(argument: _real_estate_v1_CreateExternalAssetRequest, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  
  CreateListingJob(argument: _real_estate_v1_CreateListingJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ListingJob__Output>): grpc.ClientUnaryCall;
  CreateListingJob(argument: _real_estate_v1_CreateListingJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_ListingJob__Output>): grpc.ClientUnaryCall;
  CreateListingJob(argument: _real_estate_v1_CreateListingJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ListingJob__Output>): grpc.ClientUnaryCall;
  CreateListingJob(argument: _real_estate_v1_CreateListingJobRequest, callback: grpc.requestCallback<_real_estate_v1_ListingJob__Output>): grpc.ClientUnaryCall;
  createListingJob(argument: _real_estate_v1_CreateListingJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ListingJob__Output>): grpc.ClientUnaryCall;
  createListingJob(argument: _real_estate_v1_CreateListingJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_ListingJob__Output>): grpc.ClientUnaryCall;
  createListingJob(argument: _real_estate_v1_CreateListingJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ListingJob__Output>): grpc.ClientUnaryCall;
  createListingJob(argument: _real_estate_v1_CreateListingJobRequest, callback: grpc.requestCallback<_real_estate_v1_ListingJob__Output>): grpc.ClientUnaryCall;
  
  CreateProject(argument: _real_estate_v1_CreateProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  CreateProject(argument: _real_estate_v1_CreateProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  CreateProject(argument: _real_estate_v1_CreateProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  CreateProject(argument: _real_estate_v1_CreateProjectRequest, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  createProject(argument: _real_estate_v1_CreateProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  createProject(argument: _real_estate_v1_CreateProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  createProject(argument: _real_estate_v1_CreateProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  createProject(argument: _real_estate_v1_CreateProjectRequest, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  
  CreateShot(argument: _real_estate_v1_CreateShotRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  CreateShot(argument: _real_estate_v1_CreateShotRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  CreateShot(argument: _real_estate_v1_CreateShotRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  CreateShot(argument: _real_estate_v1_CreateShotRequest, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  createShot(argument: _real_estate_v1_CreateShotRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  createShot(argument: _real_estate_v1_CreateShotRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  createShot(argument: _real_estate_v1_CreateShotRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  createShot(argument: _real_estate_v1_CreateShotRequest, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  
  CreateShotVideoJob(argument: _real_estate_v1_CreateShotVideoJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJob__Output>): grpc.ClientUnaryCall;
  CreateShotVideoJob(argument: _real_estate_v1_CreateShotVideoJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJob__Output>): grpc.ClientUnaryCall;
  CreateShotVideoJob(argument: _real_estate_v1_CreateShotVideoJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJob__Output>): grpc.ClientUnaryCall;
  CreateShotVideoJob(argument: _real_estate_v1_CreateShotVideoJobRequest, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJob__Output>): grpc.ClientUnaryCall;
  createShotVideoJob(argument: _real_estate_v1_CreateShotVideoJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJob__Output>): grpc.ClientUnaryCall;
  createShotVideoJob(argument: _real_estate_v1_CreateShotVideoJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJob__Output>): grpc.ClientUnaryCall;
  createShotVideoJob(argument: _real_estate_v1_CreateShotVideoJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJob__Output>): grpc.ClientUnaryCall;
  createShotVideoJob(argument: _real_estate_v1_CreateShotVideoJobRequest, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJob__Output>): grpc.ClientUnaryCall;
  
  DeleteAgent(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteAgent(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteAgent(argument: _real_estate_v1_GetByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteAgent(argument: _real_estate_v1_GetByIdRequest, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteAgent(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteAgent(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteAgent(argument: _real_estate_v1_GetByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteAgent(argument: _real_estate_v1_GetByIdRequest, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteAgentPhoto(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  DeleteAgentPhoto(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  DeleteAgentPhoto(argument: _real_estate_v1_GetByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  DeleteAgentPhoto(argument: _real_estate_v1_GetByIdRequest, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  deleteAgentPhoto(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  deleteAgentPhoto(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  deleteAgentPhoto(argument: _real_estate_v1_GetByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  deleteAgentPhoto(argument: _real_estate_v1_GetByIdRequest, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  
  DeleteAsset(argument: _real_estate_v1_AssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteAsset(argument: _real_estate_v1_AssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteAsset(argument: _real_estate_v1_AssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteAsset(argument: _real_estate_v1_AssetRequest, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteAsset(argument: _real_estate_v1_AssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteAsset(argument: _real_estate_v1_AssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteAsset(argument: _real_estate_v1_AssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteAsset(argument: _real_estate_v1_AssetRequest, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteBrandKit(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteBrandKit(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteBrandKit(argument: _real_estate_v1_GetByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteBrandKit(argument: _real_estate_v1_GetByIdRequest, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteBrandKit(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteBrandKit(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteBrandKit(argument: _real_estate_v1_GetByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteBrandKit(argument: _real_estate_v1_GetByIdRequest, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteBrandKitLogo(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  DeleteBrandKitLogo(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  DeleteBrandKitLogo(argument: _real_estate_v1_GetByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  DeleteBrandKitLogo(argument: _real_estate_v1_GetByIdRequest, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  deleteBrandKitLogo(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  deleteBrandKitLogo(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  deleteBrandKitLogo(argument: _real_estate_v1_GetByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  deleteBrandKitLogo(argument: _real_estate_v1_GetByIdRequest, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  
  DeleteProject(argument: _real_estate_v1_ProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteProject(argument: _real_estate_v1_ProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteProject(argument: _real_estate_v1_ProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteProject(argument: _real_estate_v1_ProjectRequest, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteProject(argument: _real_estate_v1_ProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteProject(argument: _real_estate_v1_ProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteProject(argument: _real_estate_v1_ProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteProject(argument: _real_estate_v1_ProjectRequest, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteShot(argument: _real_estate_v1_ShotRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteShot(argument: _real_estate_v1_ShotRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteShot(argument: _real_estate_v1_ShotRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  DeleteShot(argument: _real_estate_v1_ShotRequest, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteShot(argument: _real_estate_v1_ShotRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteShot(argument: _real_estate_v1_ShotRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteShot(argument: _real_estate_v1_ShotRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  deleteShot(argument: _real_estate_v1_ShotRequest, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  
  FinalizeAssetUpload(argument: _real_estate_v1_AssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  FinalizeAssetUpload(argument: _real_estate_v1_AssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  FinalizeAssetUpload(argument: _real_estate_v1_AssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  FinalizeAssetUpload(argument: _real_estate_v1_AssetRequest, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  finalizeAssetUpload(argument: _real_estate_v1_AssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  finalizeAssetUpload(argument: _real_estate_v1_AssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  finalizeAssetUpload(argument: _real_estate_v1_AssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  finalizeAssetUpload(argument: _real_estate_v1_AssetRequest, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  
  GetAgent(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  GetAgent(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  GetAgent(argument: _real_estate_v1_GetByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  GetAgent(argument: _real_estate_v1_GetByIdRequest, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  getAgent(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  getAgent(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  getAgent(argument: _real_estate_v1_GetByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  getAgent(argument: _real_estate_v1_GetByIdRequest, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  
  GetAsset(argument: _real_estate_v1_AssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  GetAsset(argument: _real_estate_v1_AssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  GetAsset(argument: _real_estate_v1_AssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  GetAsset(argument: _real_estate_v1_AssetRequest, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  getAsset(argument: _real_estate_v1_AssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  getAsset(argument: _real_estate_v1_AssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  getAsset(argument: _real_estate_v1_AssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  getAsset(argument: _real_estate_v1_AssetRequest, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  
  GetBrandKit(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  GetBrandKit(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  GetBrandKit(argument: _real_estate_v1_GetByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  GetBrandKit(argument: _real_estate_v1_GetByIdRequest, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  getBrandKit(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  getBrandKit(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  getBrandKit(argument: _real_estate_v1_GetByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  getBrandKit(argument: _real_estate_v1_GetByIdRequest, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  
  GetListingJob(argument: _real_estate_v1_ListingJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ListingJob__Output>): grpc.ClientUnaryCall;
  GetListingJob(argument: _real_estate_v1_ListingJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_ListingJob__Output>): grpc.ClientUnaryCall;
  GetListingJob(argument: _real_estate_v1_ListingJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ListingJob__Output>): grpc.ClientUnaryCall;
  GetListingJob(argument: _real_estate_v1_ListingJobRequest, callback: grpc.requestCallback<_real_estate_v1_ListingJob__Output>): grpc.ClientUnaryCall;
  getListingJob(argument: _real_estate_v1_ListingJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ListingJob__Output>): grpc.ClientUnaryCall;
  getListingJob(argument: _real_estate_v1_ListingJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_ListingJob__Output>): grpc.ClientUnaryCall;
  getListingJob(argument: _real_estate_v1_ListingJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ListingJob__Output>): grpc.ClientUnaryCall;
  getListingJob(argument: _real_estate_v1_ListingJobRequest, callback: grpc.requestCallback<_real_estate_v1_ListingJob__Output>): grpc.ClientUnaryCall;
  
  GetProject(argument: _real_estate_v1_ProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  GetProject(argument: _real_estate_v1_ProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  GetProject(argument: _real_estate_v1_ProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  GetProject(argument: _real_estate_v1_ProjectRequest, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  getProject(argument: _real_estate_v1_ProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  getProject(argument: _real_estate_v1_ProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  getProject(argument: _real_estate_v1_ProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  getProject(argument: _real_estate_v1_ProjectRequest, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  
  GetShareableVideo(argument: _real_estate_v1_ShareableVideoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShareableVideo__Output>): grpc.ClientUnaryCall;
  GetShareableVideo(argument: _real_estate_v1_ShareableVideoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_ShareableVideo__Output>): grpc.ClientUnaryCall;
  GetShareableVideo(argument: _real_estate_v1_ShareableVideoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShareableVideo__Output>): grpc.ClientUnaryCall;
  GetShareableVideo(argument: _real_estate_v1_ShareableVideoRequest, callback: grpc.requestCallback<_real_estate_v1_ShareableVideo__Output>): grpc.ClientUnaryCall;
  getShareableVideo(argument: _real_estate_v1_ShareableVideoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShareableVideo__Output>): grpc.ClientUnaryCall;
  getShareableVideo(argument: _real_estate_v1_ShareableVideoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_ShareableVideo__Output>): grpc.ClientUnaryCall;
  getShareableVideo(argument: _real_estate_v1_ShareableVideoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShareableVideo__Output>): grpc.ClientUnaryCall;
  getShareableVideo(argument: _real_estate_v1_ShareableVideoRequest, callback: grpc.requestCallback<_real_estate_v1_ShareableVideo__Output>): grpc.ClientUnaryCall;
  
  GetSharedVideo(argument: _real_estate_v1_SharedVideoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_SharedVideoFiles__Output>): grpc.ClientUnaryCall;
  GetSharedVideo(argument: _real_estate_v1_SharedVideoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_SharedVideoFiles__Output>): grpc.ClientUnaryCall;
  GetSharedVideo(argument: _real_estate_v1_SharedVideoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_SharedVideoFiles__Output>): grpc.ClientUnaryCall;
  GetSharedVideo(argument: _real_estate_v1_SharedVideoRequest, callback: grpc.requestCallback<_real_estate_v1_SharedVideoFiles__Output>): grpc.ClientUnaryCall;
  getSharedVideo(argument: _real_estate_v1_SharedVideoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_SharedVideoFiles__Output>): grpc.ClientUnaryCall;
  getSharedVideo(argument: _real_estate_v1_SharedVideoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_SharedVideoFiles__Output>): grpc.ClientUnaryCall;
  getSharedVideo(argument: _real_estate_v1_SharedVideoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_SharedVideoFiles__Output>): grpc.ClientUnaryCall;
  getSharedVideo(argument: _real_estate_v1_SharedVideoRequest, callback: grpc.requestCallback<_real_estate_v1_SharedVideoFiles__Output>): grpc.ClientUnaryCall;
  
  GetShot(argument: _real_estate_v1_ShotRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  GetShot(argument: _real_estate_v1_ShotRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  GetShot(argument: _real_estate_v1_ShotRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  GetShot(argument: _real_estate_v1_ShotRequest, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  getShot(argument: _real_estate_v1_ShotRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  getShot(argument: _real_estate_v1_ShotRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  getShot(argument: _real_estate_v1_ShotRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  getShot(argument: _real_estate_v1_ShotRequest, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  
  GetShotVideoJob(argument: _real_estate_v1_ShotVideoJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJob__Output>): grpc.ClientUnaryCall;
  GetShotVideoJob(argument: _real_estate_v1_ShotVideoJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJob__Output>): grpc.ClientUnaryCall;
  GetShotVideoJob(argument: _real_estate_v1_ShotVideoJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJob__Output>): grpc.ClientUnaryCall;
  GetShotVideoJob(argument: _real_estate_v1_ShotVideoJobRequest, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJob__Output>): grpc.ClientUnaryCall;
  getShotVideoJob(argument: _real_estate_v1_ShotVideoJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJob__Output>): grpc.ClientUnaryCall;
  getShotVideoJob(argument: _real_estate_v1_ShotVideoJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJob__Output>): grpc.ClientUnaryCall;
  getShotVideoJob(argument: _real_estate_v1_ShotVideoJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJob__Output>): grpc.ClientUnaryCall;
  getShotVideoJob(argument: _real_estate_v1_ShotVideoJobRequest, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJob__Output>): grpc.ClientUnaryCall;
  
  GetVoice(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Voice__Output>): grpc.ClientUnaryCall;
  GetVoice(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Voice__Output>): grpc.ClientUnaryCall;
  GetVoice(argument: _real_estate_v1_GetByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Voice__Output>): grpc.ClientUnaryCall;
  GetVoice(argument: _real_estate_v1_GetByIdRequest, callback: grpc.requestCallback<_real_estate_v1_Voice__Output>): grpc.ClientUnaryCall;
  getVoice(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Voice__Output>): grpc.ClientUnaryCall;
  getVoice(argument: _real_estate_v1_GetByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Voice__Output>): grpc.ClientUnaryCall;
  getVoice(argument: _real_estate_v1_GetByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Voice__Output>): grpc.ClientUnaryCall;
  getVoice(argument: _real_estate_v1_GetByIdRequest, callback: grpc.requestCallback<_real_estate_v1_Voice__Output>): grpc.ClientUnaryCall;
  
  ListAgents(argument: _real_estate_v1_ListRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_AgentPage__Output>): grpc.ClientUnaryCall;
  ListAgents(argument: _real_estate_v1_ListRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_AgentPage__Output>): grpc.ClientUnaryCall;
  ListAgents(argument: _real_estate_v1_ListRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_AgentPage__Output>): grpc.ClientUnaryCall;
  ListAgents(argument: _real_estate_v1_ListRequest, callback: grpc.requestCallback<_real_estate_v1_AgentPage__Output>): grpc.ClientUnaryCall;
  listAgents(argument: _real_estate_v1_ListRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_AgentPage__Output>): grpc.ClientUnaryCall;
  listAgents(argument: _real_estate_v1_ListRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_AgentPage__Output>): grpc.ClientUnaryCall;
  listAgents(argument: _real_estate_v1_ListRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_AgentPage__Output>): grpc.ClientUnaryCall;
  listAgents(argument: _real_estate_v1_ListRequest, callback: grpc.requestCallback<_real_estate_v1_AgentPage__Output>): grpc.ClientUnaryCall;
  
  ListAssets(argument: _real_estate_v1_ListAssetsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_AssetPage__Output>): grpc.ClientUnaryCall;
  ListAssets(argument: _real_estate_v1_ListAssetsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_AssetPage__Output>): grpc.ClientUnaryCall;
  ListAssets(argument: _real_estate_v1_ListAssetsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_AssetPage__Output>): grpc.ClientUnaryCall;
  ListAssets(argument: _real_estate_v1_ListAssetsRequest, callback: grpc.requestCallback<_real_estate_v1_AssetPage__Output>): grpc.ClientUnaryCall;
  listAssets(argument: _real_estate_v1_ListAssetsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_AssetPage__Output>): grpc.ClientUnaryCall;
  listAssets(argument: _real_estate_v1_ListAssetsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_AssetPage__Output>): grpc.ClientUnaryCall;
  listAssets(argument: _real_estate_v1_ListAssetsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_AssetPage__Output>): grpc.ClientUnaryCall;
  listAssets(argument: _real_estate_v1_ListAssetsRequest, callback: grpc.requestCallback<_real_estate_v1_AssetPage__Output>): grpc.ClientUnaryCall;
  
  ListBrandKits(argument: _real_estate_v1_ListRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKitPage__Output>): grpc.ClientUnaryCall;
  ListBrandKits(argument: _real_estate_v1_ListRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_BrandKitPage__Output>): grpc.ClientUnaryCall;
  ListBrandKits(argument: _real_estate_v1_ListRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKitPage__Output>): grpc.ClientUnaryCall;
  ListBrandKits(argument: _real_estate_v1_ListRequest, callback: grpc.requestCallback<_real_estate_v1_BrandKitPage__Output>): grpc.ClientUnaryCall;
  listBrandKits(argument: _real_estate_v1_ListRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKitPage__Output>): grpc.ClientUnaryCall;
  listBrandKits(argument: _real_estate_v1_ListRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_BrandKitPage__Output>): grpc.ClientUnaryCall;
  listBrandKits(argument: _real_estate_v1_ListRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKitPage__Output>): grpc.ClientUnaryCall;
  listBrandKits(argument: _real_estate_v1_ListRequest, callback: grpc.requestCallback<_real_estate_v1_BrandKitPage__Output>): grpc.ClientUnaryCall;
  
  ListListingJobs(argument: _real_estate_v1_ListListingJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ListingJobPage__Output>): grpc.ClientUnaryCall;
  ListListingJobs(argument: _real_estate_v1_ListListingJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_ListingJobPage__Output>): grpc.ClientUnaryCall;
  ListListingJobs(argument: _real_estate_v1_ListListingJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ListingJobPage__Output>): grpc.ClientUnaryCall;
  ListListingJobs(argument: _real_estate_v1_ListListingJobsRequest, callback: grpc.requestCallback<_real_estate_v1_ListingJobPage__Output>): grpc.ClientUnaryCall;
  listListingJobs(argument: _real_estate_v1_ListListingJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ListingJobPage__Output>): grpc.ClientUnaryCall;
  listListingJobs(argument: _real_estate_v1_ListListingJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_ListingJobPage__Output>): grpc.ClientUnaryCall;
  listListingJobs(argument: _real_estate_v1_ListListingJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ListingJobPage__Output>): grpc.ClientUnaryCall;
  listListingJobs(argument: _real_estate_v1_ListListingJobsRequest, callback: grpc.requestCallback<_real_estate_v1_ListingJobPage__Output>): grpc.ClientUnaryCall;
  
  ListMusic(argument: _real_estate_v1_ListRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_MusicTrackPage__Output>): grpc.ClientUnaryCall;
  ListMusic(argument: _real_estate_v1_ListRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_MusicTrackPage__Output>): grpc.ClientUnaryCall;
  ListMusic(argument: _real_estate_v1_ListRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_MusicTrackPage__Output>): grpc.ClientUnaryCall;
  ListMusic(argument: _real_estate_v1_ListRequest, callback: grpc.requestCallback<_real_estate_v1_MusicTrackPage__Output>): grpc.ClientUnaryCall;
  listMusic(argument: _real_estate_v1_ListRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_MusicTrackPage__Output>): grpc.ClientUnaryCall;
  listMusic(argument: _real_estate_v1_ListRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_MusicTrackPage__Output>): grpc.ClientUnaryCall;
  listMusic(argument: _real_estate_v1_ListRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_MusicTrackPage__Output>): grpc.ClientUnaryCall;
  listMusic(argument: _real_estate_v1_ListRequest, callback: grpc.requestCallback<_real_estate_v1_MusicTrackPage__Output>): grpc.ClientUnaryCall;
  
  ListProjects(argument: _real_estate_v1_ListProjectsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ProjectListPage__Output>): grpc.ClientUnaryCall;
  ListProjects(argument: _real_estate_v1_ListProjectsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_ProjectListPage__Output>): grpc.ClientUnaryCall;
  ListProjects(argument: _real_estate_v1_ListProjectsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ProjectListPage__Output>): grpc.ClientUnaryCall;
  ListProjects(argument: _real_estate_v1_ListProjectsRequest, callback: grpc.requestCallback<_real_estate_v1_ProjectListPage__Output>): grpc.ClientUnaryCall;
  listProjects(argument: _real_estate_v1_ListProjectsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ProjectListPage__Output>): grpc.ClientUnaryCall;
  listProjects(argument: _real_estate_v1_ListProjectsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_ProjectListPage__Output>): grpc.ClientUnaryCall;
  listProjects(argument: _real_estate_v1_ListProjectsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ProjectListPage__Output>): grpc.ClientUnaryCall;
  listProjects(argument: _real_estate_v1_ListProjectsRequest, callback: grpc.requestCallback<_real_estate_v1_ProjectListPage__Output>): grpc.ClientUnaryCall;
  
  ListShotVideoJobs(argument: _real_estate_v1_ListShotVideoJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJobPage__Output>): grpc.ClientUnaryCall;
  ListShotVideoJobs(argument: _real_estate_v1_ListShotVideoJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJobPage__Output>): grpc.ClientUnaryCall;
  ListShotVideoJobs(argument: _real_estate_v1_ListShotVideoJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJobPage__Output>): grpc.ClientUnaryCall;
  ListShotVideoJobs(argument: _real_estate_v1_ListShotVideoJobsRequest, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJobPage__Output>): grpc.ClientUnaryCall;
  listShotVideoJobs(argument: _real_estate_v1_ListShotVideoJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJobPage__Output>): grpc.ClientUnaryCall;
  listShotVideoJobs(argument: _real_estate_v1_ListShotVideoJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJobPage__Output>): grpc.ClientUnaryCall;
  listShotVideoJobs(argument: _real_estate_v1_ListShotVideoJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJobPage__Output>): grpc.ClientUnaryCall;
  listShotVideoJobs(argument: _real_estate_v1_ListShotVideoJobsRequest, callback: grpc.requestCallback<_real_estate_v1_ShotVideoJobPage__Output>): grpc.ClientUnaryCall;
  
  ListShots(argument: _real_estate_v1_ListShotsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotPage__Output>): grpc.ClientUnaryCall;
  ListShots(argument: _real_estate_v1_ListShotsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_ShotPage__Output>): grpc.ClientUnaryCall;
  ListShots(argument: _real_estate_v1_ListShotsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotPage__Output>): grpc.ClientUnaryCall;
  ListShots(argument: _real_estate_v1_ListShotsRequest, callback: grpc.requestCallback<_real_estate_v1_ShotPage__Output>): grpc.ClientUnaryCall;
  listShots(argument: _real_estate_v1_ListShotsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotPage__Output>): grpc.ClientUnaryCall;
  listShots(argument: _real_estate_v1_ListShotsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_ShotPage__Output>): grpc.ClientUnaryCall;
  listShots(argument: _real_estate_v1_ListShotsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotPage__Output>): grpc.ClientUnaryCall;
  listShots(argument: _real_estate_v1_ListShotsRequest, callback: grpc.requestCallback<_real_estate_v1_ShotPage__Output>): grpc.ClientUnaryCall;
  
  ListTemplates(argument: _real_estate_v1_ListTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_CardTemplatePage__Output>): grpc.ClientUnaryCall;
  ListTemplates(argument: _real_estate_v1_ListTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_CardTemplatePage__Output>): grpc.ClientUnaryCall;
  ListTemplates(argument: _real_estate_v1_ListTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_CardTemplatePage__Output>): grpc.ClientUnaryCall;
  ListTemplates(argument: _real_estate_v1_ListTemplatesRequest, callback: grpc.requestCallback<_real_estate_v1_CardTemplatePage__Output>): grpc.ClientUnaryCall;
  listTemplates(argument: _real_estate_v1_ListTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_CardTemplatePage__Output>): grpc.ClientUnaryCall;
  listTemplates(argument: _real_estate_v1_ListTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_CardTemplatePage__Output>): grpc.ClientUnaryCall;
  listTemplates(argument: _real_estate_v1_ListTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_CardTemplatePage__Output>): grpc.ClientUnaryCall;
  listTemplates(argument: _real_estate_v1_ListTemplatesRequest, callback: grpc.requestCallback<_real_estate_v1_CardTemplatePage__Output>): grpc.ClientUnaryCall;
  
  ListVoices(argument: _real_estate_v1_ListRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_VoicePage__Output>): grpc.ClientUnaryCall;
  ListVoices(argument: _real_estate_v1_ListRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_VoicePage__Output>): grpc.ClientUnaryCall;
  ListVoices(argument: _real_estate_v1_ListRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_VoicePage__Output>): grpc.ClientUnaryCall;
  ListVoices(argument: _real_estate_v1_ListRequest, callback: grpc.requestCallback<_real_estate_v1_VoicePage__Output>): grpc.ClientUnaryCall;
  listVoices(argument: _real_estate_v1_ListRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_VoicePage__Output>): grpc.ClientUnaryCall;
  listVoices(argument: _real_estate_v1_ListRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_VoicePage__Output>): grpc.ClientUnaryCall;
  listVoices(argument: _real_estate_v1_ListRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_VoicePage__Output>): grpc.ClientUnaryCall;
  listVoices(argument: _real_estate_v1_ListRequest, callback: grpc.requestCallback<_real_estate_v1_VoicePage__Output>): grpc.ClientUnaryCall;
  
  PublishSharedVideo(argument: _real_estate_v1_SharedVideoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_PublishSharedVideoResponse__Output>): grpc.ClientUnaryCall;
  PublishSharedVideo(argument: _real_estate_v1_SharedVideoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_PublishSharedVideoResponse__Output>): grpc.ClientUnaryCall;
  PublishSharedVideo(argument: _real_estate_v1_SharedVideoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_PublishSharedVideoResponse__Output>): grpc.ClientUnaryCall;
  PublishSharedVideo(argument: _real_estate_v1_SharedVideoRequest, callback: grpc.requestCallback<_real_estate_v1_PublishSharedVideoResponse__Output>): grpc.ClientUnaryCall;
  publishSharedVideo(argument: _real_estate_v1_SharedVideoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_PublishSharedVideoResponse__Output>): grpc.ClientUnaryCall;
  publishSharedVideo(argument: _real_estate_v1_SharedVideoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_PublishSharedVideoResponse__Output>): grpc.ClientUnaryCall;
  publishSharedVideo(argument: _real_estate_v1_SharedVideoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_PublishSharedVideoResponse__Output>): grpc.ClientUnaryCall;
  publishSharedVideo(argument: _real_estate_v1_SharedVideoRequest, callback: grpc.requestCallback<_real_estate_v1_PublishSharedVideoResponse__Output>): grpc.ClientUnaryCall;
  
  RegisterUpload(argument: _real_estate_v1_RegisterUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  RegisterUpload(argument: _real_estate_v1_RegisterUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  RegisterUpload(argument: _real_estate_v1_RegisterUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  RegisterUpload(argument: _real_estate_v1_RegisterUploadRequest, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  registerUpload(argument: _real_estate_v1_RegisterUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  registerUpload(argument: _real_estate_v1_RegisterUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  registerUpload(argument: _real_estate_v1_RegisterUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  registerUpload(argument: _real_estate_v1_RegisterUploadRequest, callback: grpc.requestCallback<_real_estate_v1_Asset__Output>): grpc.ClientUnaryCall;
  
  ReorderShots(argument: _real_estate_v1_ReorderShotsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotList__Output>): grpc.ClientUnaryCall;
  ReorderShots(argument: _real_estate_v1_ReorderShotsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_ShotList__Output>): grpc.ClientUnaryCall;
  ReorderShots(argument: _real_estate_v1_ReorderShotsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotList__Output>): grpc.ClientUnaryCall;
  ReorderShots(argument: _real_estate_v1_ReorderShotsRequest, callback: grpc.requestCallback<_real_estate_v1_ShotList__Output>): grpc.ClientUnaryCall;
  reorderShots(argument: _real_estate_v1_ReorderShotsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotList__Output>): grpc.ClientUnaryCall;
  reorderShots(argument: _real_estate_v1_ReorderShotsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_ShotList__Output>): grpc.ClientUnaryCall;
  reorderShots(argument: _real_estate_v1_ReorderShotsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotList__Output>): grpc.ClientUnaryCall;
  reorderShots(argument: _real_estate_v1_ReorderShotsRequest, callback: grpc.requestCallback<_real_estate_v1_ShotList__Output>): grpc.ClientUnaryCall;
  
  SetAgentPhoto(argument: _real_estate_v1_ImageUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  SetAgentPhoto(argument: _real_estate_v1_ImageUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  SetAgentPhoto(argument: _real_estate_v1_ImageUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  SetAgentPhoto(argument: _real_estate_v1_ImageUploadRequest, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  setAgentPhoto(argument: _real_estate_v1_ImageUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  setAgentPhoto(argument: _real_estate_v1_ImageUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  setAgentPhoto(argument: _real_estate_v1_ImageUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  setAgentPhoto(argument: _real_estate_v1_ImageUploadRequest, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  
  SetBrandKitLogo(argument: _real_estate_v1_ImageUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  SetBrandKitLogo(argument: _real_estate_v1_ImageUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  SetBrandKitLogo(argument: _real_estate_v1_ImageUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  SetBrandKitLogo(argument: _real_estate_v1_ImageUploadRequest, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  setBrandKitLogo(argument: _real_estate_v1_ImageUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  setBrandKitLogo(argument: _real_estate_v1_ImageUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  setBrandKitLogo(argument: _real_estate_v1_ImageUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  setBrandKitLogo(argument: _real_estate_v1_ImageUploadRequest, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  
  UnpublishSharedVideo(argument: _real_estate_v1_UnpublishSharedVideoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  UnpublishSharedVideo(argument: _real_estate_v1_UnpublishSharedVideoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  UnpublishSharedVideo(argument: _real_estate_v1_UnpublishSharedVideoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  UnpublishSharedVideo(argument: _real_estate_v1_UnpublishSharedVideoRequest, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  unpublishSharedVideo(argument: _real_estate_v1_UnpublishSharedVideoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  unpublishSharedVideo(argument: _real_estate_v1_UnpublishSharedVideoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  unpublishSharedVideo(argument: _real_estate_v1_UnpublishSharedVideoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  unpublishSharedVideo(argument: _real_estate_v1_UnpublishSharedVideoRequest, callback: grpc.requestCallback<_real_estate_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  
  UpdateAgent(argument: _real_estate_v1_AgentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  UpdateAgent(argument: _real_estate_v1_AgentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  UpdateAgent(argument: _real_estate_v1_AgentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  UpdateAgent(argument: _real_estate_v1_AgentRequest, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  updateAgent(argument: _real_estate_v1_AgentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  updateAgent(argument: _real_estate_v1_AgentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  updateAgent(argument: _real_estate_v1_AgentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  updateAgent(argument: _real_estate_v1_AgentRequest, callback: grpc.requestCallback<_real_estate_v1_Agent__Output>): grpc.ClientUnaryCall;
  
  UpdateBrandKit(argument: _real_estate_v1_BrandKitRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  UpdateBrandKit(argument: _real_estate_v1_BrandKitRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  UpdateBrandKit(argument: _real_estate_v1_BrandKitRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  UpdateBrandKit(argument: _real_estate_v1_BrandKitRequest, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  updateBrandKit(argument: _real_estate_v1_BrandKitRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  updateBrandKit(argument: _real_estate_v1_BrandKitRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  updateBrandKit(argument: _real_estate_v1_BrandKitRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  updateBrandKit(argument: _real_estate_v1_BrandKitRequest, callback: grpc.requestCallback<_real_estate_v1_BrandKit__Output>): grpc.ClientUnaryCall;
  
  UpdateProject(argument: _real_estate_v1_UpdateProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  UpdateProject(argument: _real_estate_v1_UpdateProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  UpdateProject(argument: _real_estate_v1_UpdateProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  UpdateProject(argument: _real_estate_v1_UpdateProjectRequest, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  updateProject(argument: _real_estate_v1_UpdateProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  updateProject(argument: _real_estate_v1_UpdateProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  updateProject(argument: _real_estate_v1_UpdateProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  updateProject(argument: _real_estate_v1_UpdateProjectRequest, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  
  UpdateShot(argument: _real_estate_v1_UpdateShotRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  UpdateShot(argument: _real_estate_v1_UpdateShotRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  UpdateShot(argument: _real_estate_v1_UpdateShotRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  UpdateShot(argument: _real_estate_v1_UpdateShotRequest, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  updateShot(argument: _real_estate_v1_UpdateShotRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  updateShot(argument: _real_estate_v1_UpdateShotRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  updateShot(argument: _real_estate_v1_UpdateShotRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  updateShot(argument: _real_estate_v1_UpdateShotRequest, callback: grpc.requestCallback<_real_estate_v1_Shot__Output>): grpc.ClientUnaryCall;
  
  UseDemoPhotos(argument: _real_estate_v1_ProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotList__Output>): grpc.ClientUnaryCall;
  UseDemoPhotos(argument: _real_estate_v1_ProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_ShotList__Output>): grpc.ClientUnaryCall;
  UseDemoPhotos(argument: _real_estate_v1_ProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotList__Output>): grpc.ClientUnaryCall;
  UseDemoPhotos(argument: _real_estate_v1_ProjectRequest, callback: grpc.requestCallback<_real_estate_v1_ShotList__Output>): grpc.ClientUnaryCall;
  useDemoPhotos(argument: _real_estate_v1_ProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotList__Output>): grpc.ClientUnaryCall;
  useDemoPhotos(argument: _real_estate_v1_ProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_ShotList__Output>): grpc.ClientUnaryCall;
  useDemoPhotos(argument: _real_estate_v1_ProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_ShotList__Output>): grpc.ClientUnaryCall;
  useDemoPhotos(argument: _real_estate_v1_ProjectRequest, callback: grpc.requestCallback<_real_estate_v1_ShotList__Output>): grpc.ClientUnaryCall;
  
  WriteScript(argument: _real_estate_v1_ProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  WriteScript(argument: _real_estate_v1_ProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  WriteScript(argument: _real_estate_v1_ProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  WriteScript(argument: _real_estate_v1_ProjectRequest, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  writeScript(argument: _real_estate_v1_ProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  writeScript(argument: _real_estate_v1_ProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  writeScript(argument: _real_estate_v1_ProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  writeScript(argument: _real_estate_v1_ProjectRequest, callback: grpc.requestCallback<_real_estate_v1_Project__Output>): grpc.ClientUnaryCall;
  
}

export interface RealEstateServiceHandlers extends grpc.UntypedServiceImplementation {
  ApplyAgent: grpc.handleUnaryCall<_real_estate_v1_ApplyRequest__Output, _real_estate_v1_Project>;
  
  ApplyBrandKit: grpc.handleUnaryCall<_real_estate_v1_ApplyRequest__Output, _real_estate_v1_Project>;
  
  CancelListingJob: grpc.handleUnaryCall<_real_estate_v1_ListingJobRequest__Output, _real_estate_v1_CancelListingJobResponse>;
  
  CancelShotVideoJob: grpc.handleUnaryCall<_real_estate_v1_ShotVideoJobRequest__Output, _real_estate_v1_CancelShotVideoJobResponse>;
  
  CheckShotDescription: grpc.handleUnaryCall<_real_estate_v1_CheckShotDescriptionRequest__Output, _real_estate_v1_CheckShotDescriptionResponse>;
  
  CreateAgent: grpc.handleUnaryCall<_real_estate_v1_AgentRequest__Output, _real_estate_v1_Agent>;
  
  CreateAssetUpload: grpc.handleUnaryCall<_real_estate_v1_CreateAssetUploadRequest__Output, _real_estate_v1_CreateAssetUploadResponse>;
  
  CreateBrandKit: grpc.handleUnaryCall<_real_estate_v1_BrandKitRequest__Output, _real_estate_v1_BrandKit>;
  
  CreateExternalAsset: grpc.handleUnaryCall<_real_estate_v1_CreateExternalAssetRequest__Output, _real_estate_v1_Asset>;
  
  CreateListingJob: grpc.handleUnaryCall<_real_estate_v1_CreateListingJobRequest__Output, _real_estate_v1_ListingJob>;
  
  CreateProject: grpc.handleUnaryCall<_real_estate_v1_CreateProjectRequest__Output, _real_estate_v1_Project>;
  
  CreateShot: grpc.handleUnaryCall<_real_estate_v1_CreateShotRequest__Output, _real_estate_v1_Shot>;
  
  CreateShotVideoJob: grpc.handleUnaryCall<_real_estate_v1_CreateShotVideoJobRequest__Output, _real_estate_v1_ShotVideoJob>;
  
  DeleteAgent: grpc.handleUnaryCall<_real_estate_v1_GetByIdRequest__Output, _real_estate_v1_DeleteResponse>;
  
  DeleteAgentPhoto: grpc.handleUnaryCall<_real_estate_v1_GetByIdRequest__Output, _real_estate_v1_Agent>;
  
  DeleteAsset: grpc.handleUnaryCall<_real_estate_v1_AssetRequest__Output, _real_estate_v1_DeleteResponse>;
  
  DeleteBrandKit: grpc.handleUnaryCall<_real_estate_v1_GetByIdRequest__Output, _real_estate_v1_DeleteResponse>;
  
  DeleteBrandKitLogo: grpc.handleUnaryCall<_real_estate_v1_GetByIdRequest__Output, _real_estate_v1_BrandKit>;
  
  DeleteProject: grpc.handleUnaryCall<_real_estate_v1_ProjectRequest__Output, _real_estate_v1_DeleteResponse>;
  
  DeleteShot: grpc.handleUnaryCall<_real_estate_v1_ShotRequest__Output, _real_estate_v1_DeleteResponse>;
  
  FinalizeAssetUpload: grpc.handleUnaryCall<_real_estate_v1_AssetRequest__Output, _real_estate_v1_Asset>;
  
  GetAgent: grpc.handleUnaryCall<_real_estate_v1_GetByIdRequest__Output, _real_estate_v1_Agent>;
  
  GetAsset: grpc.handleUnaryCall<_real_estate_v1_AssetRequest__Output, _real_estate_v1_Asset>;
  
  GetBrandKit: grpc.handleUnaryCall<_real_estate_v1_GetByIdRequest__Output, _real_estate_v1_BrandKit>;
  
  GetListingJob: grpc.handleUnaryCall<_real_estate_v1_ListingJobRequest__Output, _real_estate_v1_ListingJob>;
  
  GetProject: grpc.handleUnaryCall<_real_estate_v1_ProjectRequest__Output, _real_estate_v1_Project>;
  
  GetShareableVideo: grpc.handleUnaryCall<_real_estate_v1_ShareableVideoRequest__Output, _real_estate_v1_ShareableVideo>;
  
  GetSharedVideo: grpc.handleUnaryCall<_real_estate_v1_SharedVideoRequest__Output, _real_estate_v1_SharedVideoFiles>;
  
  GetShot: grpc.handleUnaryCall<_real_estate_v1_ShotRequest__Output, _real_estate_v1_Shot>;
  
  GetShotVideoJob: grpc.handleUnaryCall<_real_estate_v1_ShotVideoJobRequest__Output, _real_estate_v1_ShotVideoJob>;
  
  GetVoice: grpc.handleUnaryCall<_real_estate_v1_GetByIdRequest__Output, _real_estate_v1_Voice>;
  
  ListAgents: grpc.handleUnaryCall<_real_estate_v1_ListRequest__Output, _real_estate_v1_AgentPage>;
  
  ListAssets: grpc.handleUnaryCall<_real_estate_v1_ListAssetsRequest__Output, _real_estate_v1_AssetPage>;
  
  ListBrandKits: grpc.handleUnaryCall<_real_estate_v1_ListRequest__Output, _real_estate_v1_BrandKitPage>;
  
  ListListingJobs: grpc.handleUnaryCall<_real_estate_v1_ListListingJobsRequest__Output, _real_estate_v1_ListingJobPage>;
  
  ListMusic: grpc.handleUnaryCall<_real_estate_v1_ListRequest__Output, _real_estate_v1_MusicTrackPage>;
  
  ListProjects: grpc.handleUnaryCall<_real_estate_v1_ListProjectsRequest__Output, _real_estate_v1_ProjectListPage>;
  
  ListShotVideoJobs: grpc.handleUnaryCall<_real_estate_v1_ListShotVideoJobsRequest__Output, _real_estate_v1_ShotVideoJobPage>;
  
  ListShots: grpc.handleUnaryCall<_real_estate_v1_ListShotsRequest__Output, _real_estate_v1_ShotPage>;
  
  ListTemplates: grpc.handleUnaryCall<_real_estate_v1_ListTemplatesRequest__Output, _real_estate_v1_CardTemplatePage>;
  
  ListVoices: grpc.handleUnaryCall<_real_estate_v1_ListRequest__Output, _real_estate_v1_VoicePage>;
  
  PublishSharedVideo: grpc.handleUnaryCall<_real_estate_v1_SharedVideoRequest__Output, _real_estate_v1_PublishSharedVideoResponse>;
  
  RegisterUpload: grpc.handleUnaryCall<_real_estate_v1_RegisterUploadRequest__Output, _real_estate_v1_Asset>;
  
  ReorderShots: grpc.handleUnaryCall<_real_estate_v1_ReorderShotsRequest__Output, _real_estate_v1_ShotList>;
  
  SetAgentPhoto: grpc.handleUnaryCall<_real_estate_v1_ImageUploadRequest__Output, _real_estate_v1_Agent>;
  
  SetBrandKitLogo: grpc.handleUnaryCall<_real_estate_v1_ImageUploadRequest__Output, _real_estate_v1_BrandKit>;
  
  UnpublishSharedVideo: grpc.handleUnaryCall<_real_estate_v1_UnpublishSharedVideoRequest__Output, _real_estate_v1_DeleteResponse>;
  
  UpdateAgent: grpc.handleUnaryCall<_real_estate_v1_AgentRequest__Output, _real_estate_v1_Agent>;
  
  UpdateBrandKit: grpc.handleUnaryCall<_real_estate_v1_BrandKitRequest__Output, _real_estate_v1_BrandKit>;
  
  UpdateProject: grpc.handleUnaryCall<_real_estate_v1_UpdateProjectRequest__Output, _real_estate_v1_Project>;
  
  UpdateShot: grpc.handleUnaryCall<_real_estate_v1_UpdateShotRequest__Output, _real_estate_v1_Shot>;
  
  UseDemoPhotos: grpc.handleUnaryCall<_real_estate_v1_ProjectRequest__Output, _real_estate_v1_ShotList>;
  
  WriteScript: grpc.handleUnaryCall<_real_estate_v1_ProjectRequest__Output, _real_estate_v1_Project>;
  
}

export interface RealEstateServiceDefinition extends grpc.ServiceDefinition {
  ApplyAgent: MethodDefinition<_real_estate_v1_ApplyRequest, _real_estate_v1_Project, _real_estate_v1_ApplyRequest__Output, _real_estate_v1_Project__Output>
  ApplyBrandKit: MethodDefinition<_real_estate_v1_ApplyRequest, _real_estate_v1_Project, _real_estate_v1_ApplyRequest__Output, _real_estate_v1_Project__Output>
  CancelListingJob: MethodDefinition<_real_estate_v1_ListingJobRequest, _real_estate_v1_CancelListingJobResponse, _real_estate_v1_ListingJobRequest__Output, _real_estate_v1_CancelListingJobResponse__Output>
  CancelShotVideoJob: MethodDefinition<_real_estate_v1_ShotVideoJobRequest, _real_estate_v1_CancelShotVideoJobResponse, _real_estate_v1_ShotVideoJobRequest__Output, _real_estate_v1_CancelShotVideoJobResponse__Output>
  CheckShotDescription: MethodDefinition<_real_estate_v1_CheckShotDescriptionRequest, _real_estate_v1_CheckShotDescriptionResponse, _real_estate_v1_CheckShotDescriptionRequest__Output, _real_estate_v1_CheckShotDescriptionResponse__Output>
  CreateAgent: MethodDefinition<_real_estate_v1_AgentRequest, _real_estate_v1_Agent, _real_estate_v1_AgentRequest__Output, _real_estate_v1_Agent__Output>
  CreateAssetUpload: MethodDefinition<_real_estate_v1_CreateAssetUploadRequest, _real_estate_v1_CreateAssetUploadResponse, _real_estate_v1_CreateAssetUploadRequest__Output, _real_estate_v1_CreateAssetUploadResponse__Output>
  CreateBrandKit: MethodDefinition<_real_estate_v1_BrandKitRequest, _real_estate_v1_BrandKit, _real_estate_v1_BrandKitRequest__Output, _real_estate_v1_BrandKit__Output>
  CreateExternalAsset: MethodDefinition<_real_estate_v1_CreateExternalAssetRequest, _real_estate_v1_Asset, _real_estate_v1_CreateExternalAssetRequest__Output, _real_estate_v1_Asset__Output>
  CreateListingJob: MethodDefinition<_real_estate_v1_CreateListingJobRequest, _real_estate_v1_ListingJob, _real_estate_v1_CreateListingJobRequest__Output, _real_estate_v1_ListingJob__Output>
  CreateProject: MethodDefinition<_real_estate_v1_CreateProjectRequest, _real_estate_v1_Project, _real_estate_v1_CreateProjectRequest__Output, _real_estate_v1_Project__Output>
  CreateShot: MethodDefinition<_real_estate_v1_CreateShotRequest, _real_estate_v1_Shot, _real_estate_v1_CreateShotRequest__Output, _real_estate_v1_Shot__Output>
  CreateShotVideoJob: MethodDefinition<_real_estate_v1_CreateShotVideoJobRequest, _real_estate_v1_ShotVideoJob, _real_estate_v1_CreateShotVideoJobRequest__Output, _real_estate_v1_ShotVideoJob__Output>
  DeleteAgent: MethodDefinition<_real_estate_v1_GetByIdRequest, _real_estate_v1_DeleteResponse, _real_estate_v1_GetByIdRequest__Output, _real_estate_v1_DeleteResponse__Output>
  DeleteAgentPhoto: MethodDefinition<_real_estate_v1_GetByIdRequest, _real_estate_v1_Agent, _real_estate_v1_GetByIdRequest__Output, _real_estate_v1_Agent__Output>
  DeleteAsset: MethodDefinition<_real_estate_v1_AssetRequest, _real_estate_v1_DeleteResponse, _real_estate_v1_AssetRequest__Output, _real_estate_v1_DeleteResponse__Output>
  DeleteBrandKit: MethodDefinition<_real_estate_v1_GetByIdRequest, _real_estate_v1_DeleteResponse, _real_estate_v1_GetByIdRequest__Output, _real_estate_v1_DeleteResponse__Output>
  DeleteBrandKitLogo: MethodDefinition<_real_estate_v1_GetByIdRequest, _real_estate_v1_BrandKit, _real_estate_v1_GetByIdRequest__Output, _real_estate_v1_BrandKit__Output>
  DeleteProject: MethodDefinition<_real_estate_v1_ProjectRequest, _real_estate_v1_DeleteResponse, _real_estate_v1_ProjectRequest__Output, _real_estate_v1_DeleteResponse__Output>
  DeleteShot: MethodDefinition<_real_estate_v1_ShotRequest, _real_estate_v1_DeleteResponse, _real_estate_v1_ShotRequest__Output, _real_estate_v1_DeleteResponse__Output>
  FinalizeAssetUpload: MethodDefinition<_real_estate_v1_AssetRequest, _real_estate_v1_Asset, _real_estate_v1_AssetRequest__Output, _real_estate_v1_Asset__Output>
  GetAgent: MethodDefinition<_real_estate_v1_GetByIdRequest, _real_estate_v1_Agent, _real_estate_v1_GetByIdRequest__Output, _real_estate_v1_Agent__Output>
  GetAsset: MethodDefinition<_real_estate_v1_AssetRequest, _real_estate_v1_Asset, _real_estate_v1_AssetRequest__Output, _real_estate_v1_Asset__Output>
  GetBrandKit: MethodDefinition<_real_estate_v1_GetByIdRequest, _real_estate_v1_BrandKit, _real_estate_v1_GetByIdRequest__Output, _real_estate_v1_BrandKit__Output>
  GetListingJob: MethodDefinition<_real_estate_v1_ListingJobRequest, _real_estate_v1_ListingJob, _real_estate_v1_ListingJobRequest__Output, _real_estate_v1_ListingJob__Output>
  GetProject: MethodDefinition<_real_estate_v1_ProjectRequest, _real_estate_v1_Project, _real_estate_v1_ProjectRequest__Output, _real_estate_v1_Project__Output>
  GetShareableVideo: MethodDefinition<_real_estate_v1_ShareableVideoRequest, _real_estate_v1_ShareableVideo, _real_estate_v1_ShareableVideoRequest__Output, _real_estate_v1_ShareableVideo__Output>
  GetSharedVideo: MethodDefinition<_real_estate_v1_SharedVideoRequest, _real_estate_v1_SharedVideoFiles, _real_estate_v1_SharedVideoRequest__Output, _real_estate_v1_SharedVideoFiles__Output>
  GetShot: MethodDefinition<_real_estate_v1_ShotRequest, _real_estate_v1_Shot, _real_estate_v1_ShotRequest__Output, _real_estate_v1_Shot__Output>
  GetShotVideoJob: MethodDefinition<_real_estate_v1_ShotVideoJobRequest, _real_estate_v1_ShotVideoJob, _real_estate_v1_ShotVideoJobRequest__Output, _real_estate_v1_ShotVideoJob__Output>
  GetVoice: MethodDefinition<_real_estate_v1_GetByIdRequest, _real_estate_v1_Voice, _real_estate_v1_GetByIdRequest__Output, _real_estate_v1_Voice__Output>
  ListAgents: MethodDefinition<_real_estate_v1_ListRequest, _real_estate_v1_AgentPage, _real_estate_v1_ListRequest__Output, _real_estate_v1_AgentPage__Output>
  ListAssets: MethodDefinition<_real_estate_v1_ListAssetsRequest, _real_estate_v1_AssetPage, _real_estate_v1_ListAssetsRequest__Output, _real_estate_v1_AssetPage__Output>
  ListBrandKits: MethodDefinition<_real_estate_v1_ListRequest, _real_estate_v1_BrandKitPage, _real_estate_v1_ListRequest__Output, _real_estate_v1_BrandKitPage__Output>
  ListListingJobs: MethodDefinition<_real_estate_v1_ListListingJobsRequest, _real_estate_v1_ListingJobPage, _real_estate_v1_ListListingJobsRequest__Output, _real_estate_v1_ListingJobPage__Output>
  ListMusic: MethodDefinition<_real_estate_v1_ListRequest, _real_estate_v1_MusicTrackPage, _real_estate_v1_ListRequest__Output, _real_estate_v1_MusicTrackPage__Output>
  ListProjects: MethodDefinition<_real_estate_v1_ListProjectsRequest, _real_estate_v1_ProjectListPage, _real_estate_v1_ListProjectsRequest__Output, _real_estate_v1_ProjectListPage__Output>
  ListShotVideoJobs: MethodDefinition<_real_estate_v1_ListShotVideoJobsRequest, _real_estate_v1_ShotVideoJobPage, _real_estate_v1_ListShotVideoJobsRequest__Output, _real_estate_v1_ShotVideoJobPage__Output>
  ListShots: MethodDefinition<_real_estate_v1_ListShotsRequest, _real_estate_v1_ShotPage, _real_estate_v1_ListShotsRequest__Output, _real_estate_v1_ShotPage__Output>
  ListTemplates: MethodDefinition<_real_estate_v1_ListTemplatesRequest, _real_estate_v1_CardTemplatePage, _real_estate_v1_ListTemplatesRequest__Output, _real_estate_v1_CardTemplatePage__Output>
  ListVoices: MethodDefinition<_real_estate_v1_ListRequest, _real_estate_v1_VoicePage, _real_estate_v1_ListRequest__Output, _real_estate_v1_VoicePage__Output>
  PublishSharedVideo: MethodDefinition<_real_estate_v1_SharedVideoRequest, _real_estate_v1_PublishSharedVideoResponse, _real_estate_v1_SharedVideoRequest__Output, _real_estate_v1_PublishSharedVideoResponse__Output>
  RegisterUpload: MethodDefinition<_real_estate_v1_RegisterUploadRequest, _real_estate_v1_Asset, _real_estate_v1_RegisterUploadRequest__Output, _real_estate_v1_Asset__Output>
  ReorderShots: MethodDefinition<_real_estate_v1_ReorderShotsRequest, _real_estate_v1_ShotList, _real_estate_v1_ReorderShotsRequest__Output, _real_estate_v1_ShotList__Output>
  SetAgentPhoto: MethodDefinition<_real_estate_v1_ImageUploadRequest, _real_estate_v1_Agent, _real_estate_v1_ImageUploadRequest__Output, _real_estate_v1_Agent__Output>
  SetBrandKitLogo: MethodDefinition<_real_estate_v1_ImageUploadRequest, _real_estate_v1_BrandKit, _real_estate_v1_ImageUploadRequest__Output, _real_estate_v1_BrandKit__Output>
  UnpublishSharedVideo: MethodDefinition<_real_estate_v1_UnpublishSharedVideoRequest, _real_estate_v1_DeleteResponse, _real_estate_v1_UnpublishSharedVideoRequest__Output, _real_estate_v1_DeleteResponse__Output>
  UpdateAgent: MethodDefinition<_real_estate_v1_AgentRequest, _real_estate_v1_Agent, _real_estate_v1_AgentRequest__Output, _real_estate_v1_Agent__Output>
  UpdateBrandKit: MethodDefinition<_real_estate_v1_BrandKitRequest, _real_estate_v1_BrandKit, _real_estate_v1_BrandKitRequest__Output, _real_estate_v1_BrandKit__Output>
  UpdateProject: MethodDefinition<_real_estate_v1_UpdateProjectRequest, _real_estate_v1_Project, _real_estate_v1_UpdateProjectRequest__Output, _real_estate_v1_Project__Output>
  UpdateShot: MethodDefinition<_real_estate_v1_UpdateShotRequest, _real_estate_v1_Shot, _real_estate_v1_UpdateShotRequest__Output, _real_estate_v1_Shot__Output>
  UseDemoPhotos: MethodDefinition<_real_estate_v1_ProjectRequest, _real_estate_v1_ShotList, _real_estate_v1_ProjectRequest__Output, _real_estate_v1_ShotList__Output>
  WriteScript: MethodDefinition<_real_estate_v1_ProjectRequest, _real_estate_v1_Project, _real_estate_v1_ProjectRequest__Output, _real_estate_v1_Project__Output>
}
