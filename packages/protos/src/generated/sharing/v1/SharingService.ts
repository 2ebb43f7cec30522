// Original file: sharing/v1/sharing.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CreateLinkRequest as _sharing_v1_CreateLinkRequest, CreateLinkRequest__Output as _sharing_v1_CreateLinkRequest__Output } from '../../sharing/v1/CreateLinkRequest.ts';
import type { CreateLinkResponse as _sharing_v1_CreateLinkResponse, CreateLinkResponse__Output as _sharing_v1_CreateLinkResponse__Output } from '../../sharing/v1/CreateLinkResponse.ts';
import type { GetSharingRequest as _sharing_v1_GetSharingRequest, GetSharingRequest__Output as _sharing_v1_GetSharingRequest__Output } from '../../sharing/v1/GetSharingRequest.ts';
import type { ResolveTokenRequest as _sharing_v1_ResolveTokenRequest, ResolveTokenRequest__Output as _sharing_v1_ResolveTokenRequest__Output } from '../../sharing/v1/ResolveTokenRequest.ts';
import type { RevokeLinkRequest as _sharing_v1_RevokeLinkRequest, RevokeLinkRequest__Output as _sharing_v1_RevokeLinkRequest__Output } from '../../sharing/v1/RevokeLinkRequest.ts';
import type { RevokeLinkResponse as _sharing_v1_RevokeLinkResponse, RevokeLinkResponse__Output as _sharing_v1_RevokeLinkResponse__Output } from '../../sharing/v1/RevokeLinkResponse.ts';
import type { SharedVideo as _sharing_v1_SharedVideo, SharedVideo__Output as _sharing_v1_SharedVideo__Output } from '../../sharing/v1/SharedVideo.ts';
import type { SharingState as _sharing_v1_SharingState, SharingState__Output as _sharing_v1_SharingState__Output } from '../../sharing/v1/SharingState.ts';

export interface SharingServiceClient extends grpc.Client {
  CreateLink(argument: _sharing_v1_CreateLinkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sharing_v1_CreateLinkResponse__Output>): grpc.ClientUnaryCall;
  CreateLink(argument: _sharing_v1_CreateLinkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sharing_v1_CreateLinkResponse__Output>): grpc.ClientUnaryCall;
  CreateLink(argument: _sharing_v1_CreateLinkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sharing_v1_CreateLinkResponse__Output>): grpc.ClientUnaryCall;
  CreateLink(argument: _sharing_v1_CreateLinkRequest, callback: grpc.requestCallback<_sharing_v1_CreateLinkResponse__Output>): grpc.ClientUnaryCall;
  createLink(argument: _sharing_v1_CreateLinkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sharing_v1_CreateLinkResponse__Output>): grpc.ClientUnaryCall;
  createLink(argument: _sharing_v1_CreateLinkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sharing_v1_CreateLinkResponse__Output>): grpc.ClientUnaryCall;
  createLink(argument: _sharing_v1_CreateLinkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sharing_v1_CreateLinkResponse__Output>): grpc.ClientUnaryCall;
  createLink(argument: _sharing_v1_CreateLinkRequest, callback: grpc.requestCallback<_sharing_v1_CreateLinkResponse__Output>): grpc.ClientUnaryCall;
  
  GetSharing(argument: _sharing_v1_GetSharingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sharing_v1_SharingState__Output>): grpc.ClientUnaryCall;
  GetSharing(argument: _sharing_v1_GetSharingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sharing_v1_SharingState__Output>): grpc.ClientUnaryCall;
  GetSharing(argument: _sharing_v1_GetSharingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sharing_v1_SharingState__Output>): grpc.ClientUnaryCall;
  GetSharing(argument: _sharing_v1_GetSharingRequest, callback: grpc.requestCallback<_sharing_v1_SharingState__Output>): grpc.ClientUnaryCall;
  getSharing(argument: _sharing_v1_GetSharingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sharing_v1_SharingState__Output>): grpc.ClientUnaryCall;
  getSharing(argument: _sharing_v1_GetSharingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sharing_v1_SharingState__Output>): grpc.ClientUnaryCall;
  getSharing(argument: _sharing_v1_GetSharingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sharing_v1_SharingState__Output>): grpc.ClientUnaryCall;
  getSharing(argument: _sharing_v1_GetSharingRequest, callback: grpc.requestCallback<_sharing_v1_SharingState__Output>): grpc.ClientUnaryCall;
  
  ResolveToken(argument: _sharing_v1_ResolveTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sharing_v1_SharedVideo__Output>): grpc.ClientUnaryCall;
  ResolveToken(argument: _sharing_v1_ResolveTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sharing_v1_SharedVideo__Output>): grpc.ClientUnaryCall;
  ResolveToken(argument: _sharing_v1_ResolveTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sharing_v1_SharedVideo__Output>): grpc.ClientUnaryCall;
  ResolveToken(argument: _sharing_v1_ResolveTokenRequest, callback: grpc.requestCallback<_sharing_v1_SharedVideo__Output>): grpc.ClientUnaryCall;
  resolveToken(argument: _sharing_v1_ResolveTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sharing_v1_SharedVideo__Output>): grpc.ClientUnaryCall;
  resolveToken(argument: _sharing_v1_ResolveTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sharing_v1_SharedVideo__Output>): grpc.ClientUnaryCall;
  resolveToken(argument: _sharing_v1_ResolveTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sharing_v1_SharedVideo__Output>): grpc.ClientUnaryCall;
  resolveToken(argument: _sharing_v1_ResolveTokenRequest, callback: grpc.requestCallback<_sharing_v1_SharedVideo__Output>): grpc.ClientUnaryCall;
  
  RevokeLink(argument: _sharing_v1_RevokeLinkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sharing_v1_RevokeLinkResponse__Output>): grpc.ClientUnaryCall;
  RevokeLink(argument: _sharing_v1_RevokeLinkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sharing_v1_RevokeLinkResponse__Output>): grpc.ClientUnaryCall;
  RevokeLink(argument: _sharing_v1_RevokeLinkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sharing_v1_RevokeLinkResponse__Output>): grpc.ClientUnaryCall;
  RevokeLink(argument: _sharing_v1_RevokeLinkRequest, callback: grpc.requestCallback<_sharing_v1_RevokeLinkResponse__Output>): grpc.ClientUnaryCall;
  revokeLink(argument: _sharing_v1_RevokeLinkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sharing_v1_RevokeLinkResponse__Output>): grpc.ClientUnaryCall;
  revokeLink(argument: _sharing_v1_RevokeLinkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sharing_v1_RevokeLinkResponse__Output>): grpc.ClientUnaryCall;
  revokeLink(argument: _sharing_v1_RevokeLinkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sharing_v1_RevokeLinkResponse__Output>): grpc.ClientUnaryCall;
  revokeLink(argument: _sharing_v1_RevokeLinkRequest, callback: grpc.requestCallback<_sharing_v1_RevokeLinkResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface SharingServiceHandlers extends grpc.UntypedServiceImplementation {
  CreateLink: grpc.handleUnaryCall<_sharing_v1_CreateLinkRequest__Output, _sharing_v1_CreateLinkResponse>;
  
  GetSharing: grpc.handleUnaryCall<_sharing_v1_GetSharingRequest__Output, _sharing_v1_SharingState>;
  
  ResolveToken: grpc.handleUnaryCall<_sharing_v1_ResolveTokenRequest__Output, _sharing_v1_SharedVideo>;
  
  RevokeLink: grpc.handleUnaryCall<_sharing_v1_RevokeLinkRequest__Output, _sharing_v1_RevokeLinkResponse>;
  
}

export interface SharingServiceDefinition extends grpc.ServiceDefinition {
  CreateLink: MethodDefinition<_sharing_v1_CreateLinkRequest, _sharing_v1_CreateLinkResponse, _sharing_v1_CreateLinkRequest__Output, _sharing_v1_CreateLinkResponse__Output>
  GetSharing: MethodDefinition<_sharing_v1_GetSharingRequest, _sharing_v1_SharingState, _sharing_v1_GetSharingRequest__Output, _sharing_v1_SharingState__Output>
  ResolveToken: MethodDefinition<_sharing_v1_ResolveTokenRequest, _sharing_v1_SharedVideo, _sharing_v1_ResolveTokenRequest__Output, _sharing_v1_SharedVideo__Output>
  RevokeLink: MethodDefinition<_sharing_v1_RevokeLinkRequest, _sharing_v1_RevokeLinkResponse, _sharing_v1_RevokeLinkRequest__Output, _sharing_v1_RevokeLinkResponse__Output>
}
