import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { CreateLinkRequest as _sharing_v1_CreateLinkRequest, CreateLinkRequest__Output as _sharing_v1_CreateLinkRequest__Output } from './sharing/v1/CreateLinkRequest.ts';
import type { CreateLinkResponse as _sharing_v1_CreateLinkResponse, CreateLinkResponse__Output as _sharing_v1_CreateLinkResponse__Output } from './sharing/v1/CreateLinkResponse.ts';
import type { GetSharingRequest as _sharing_v1_GetSharingRequest, GetSharingRequest__Output as _sharing_v1_GetSharingRequest__Output } from './sharing/v1/GetSharingRequest.ts';
import type { ResolveTokenRequest as _sharing_v1_ResolveTokenRequest, ResolveTokenRequest__Output as _sharing_v1_ResolveTokenRequest__Output } from './sharing/v1/ResolveTokenRequest.ts';
import type { RevokeLinkRequest as _sharing_v1_RevokeLinkRequest, RevokeLinkRequest__Output as _sharing_v1_RevokeLinkRequest__Output } from './sharing/v1/RevokeLinkRequest.ts';
import type { RevokeLinkResponse as _sharing_v1_RevokeLinkResponse, RevokeLinkResponse__Output as _sharing_v1_RevokeLinkResponse__Output } from './sharing/v1/RevokeLinkResponse.ts';
import type { ShareLink as _sharing_v1_ShareLink, ShareLink__Output as _sharing_v1_ShareLink__Output } from './sharing/v1/ShareLink.ts';
import type { SharedVideo as _sharing_v1_SharedVideo, SharedVideo__Output as _sharing_v1_SharedVideo__Output } from './sharing/v1/SharedVideo.ts';
import type { SharingServiceClient as _sharing_v1_SharingServiceClient, SharingServiceDefinition as _sharing_v1_SharingServiceDefinition } from './sharing/v1/SharingService.ts';
import type { SharingState as _sharing_v1_SharingState, SharingState__Output as _sharing_v1_SharingState__Output } from './sharing/v1/SharingState.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  sharing: {
    v1: {
      CreateLinkRequest: MessageTypeDefinition<_sharing_v1_CreateLinkRequest, _sharing_v1_CreateLinkRequest__Output>
      CreateLinkResponse: MessageTypeDefinition<_sharing_v1_CreateLinkResponse, _sharing_v1_CreateLinkResponse__Output>
      GetSharingRequest: MessageTypeDefinition<_sharing_v1_GetSharingRequest, _sharing_v1_GetSharingRequest__Output>
      ResolveTokenRequest: MessageTypeDefinition<_sharing_v1_ResolveTokenRequest, _sharing_v1_ResolveTokenRequest__Output>
      RevokeLinkRequest: MessageTypeDefinition<_sharing_v1_RevokeLinkRequest, _sharing_v1_RevokeLinkRequest__Output>
      RevokeLinkResponse: MessageTypeDefinition<_sharing_v1_RevokeLinkResponse, _sharing_v1_RevokeLinkResponse__Output>
      ShareLink: MessageTypeDefinition<_sharing_v1_ShareLink, _sharing_v1_ShareLink__Output>
      SharedVideo: MessageTypeDefinition<_sharing_v1_SharedVideo, _sharing_v1_SharedVideo__Output>
      SharingService: SubtypeConstructor<typeof grpc.Client, _sharing_v1_SharingServiceClient> & { service: _sharing_v1_SharingServiceDefinition }
      SharingState: MessageTypeDefinition<_sharing_v1_SharingState, _sharing_v1_SharingState__Output>
    }
  }
}

