import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AccountRequest as _webhooks_v1_AccountRequest, AccountRequest__Output as _webhooks_v1_AccountRequest__Output } from './webhooks/v1/AccountRequest.ts';
import type { Attempt as _webhooks_v1_Attempt, Attempt__Output as _webhooks_v1_Attempt__Output } from './webhooks/v1/Attempt.ts';
import type { CreateEndpointRequest as _webhooks_v1_CreateEndpointRequest, CreateEndpointRequest__Output as _webhooks_v1_CreateEndpointRequest__Output } from './webhooks/v1/CreateEndpointRequest.ts';
import type { DeleteEndpointResponse as _webhooks_v1_DeleteEndpointResponse, DeleteEndpointResponse__Output as _webhooks_v1_DeleteEndpointResponse__Output } from './webhooks/v1/DeleteEndpointResponse.ts';
import type { Delivery as _webhooks_v1_Delivery, Delivery__Output as _webhooks_v1_Delivery__Output } from './webhooks/v1/Delivery.ts';
import type { DeliveryPage as _webhooks_v1_DeliveryPage, DeliveryPage__Output as _webhooks_v1_DeliveryPage__Output } from './webhooks/v1/DeliveryPage.ts';
import type { DeliveryRequest as _webhooks_v1_DeliveryRequest, DeliveryRequest__Output as _webhooks_v1_DeliveryRequest__Output } from './webhooks/v1/DeliveryRequest.ts';
import type { Endpoint as _webhooks_v1_Endpoint, Endpoint__Output as _webhooks_v1_Endpoint__Output } from './webhooks/v1/Endpoint.ts';
import type { EndpointPage as _webhooks_v1_EndpointPage, EndpointPage__Output as _webhooks_v1_EndpointPage__Output } from './webhooks/v1/EndpointPage.ts';
import type { EndpointRequest as _webhooks_v1_EndpointRequest, EndpointRequest__Output as _webhooks_v1_EndpointRequest__Output } from './webhooks/v1/EndpointRequest.ts';
import type { ListDeliveriesRequest as _webhooks_v1_ListDeliveriesRequest, ListDeliveriesRequest__Output as _webhooks_v1_ListDeliveriesRequest__Output } from './webhooks/v1/ListDeliveriesRequest.ts';
import type { ListEndpointsRequest as _webhooks_v1_ListEndpointsRequest, ListEndpointsRequest__Output as _webhooks_v1_ListEndpointsRequest__Output } from './webhooks/v1/ListEndpointsRequest.ts';
import type { SigningSecret as _webhooks_v1_SigningSecret, SigningSecret__Output as _webhooks_v1_SigningSecret__Output } from './webhooks/v1/SigningSecret.ts';
import type { UpdateEndpointRequest as _webhooks_v1_UpdateEndpointRequest, UpdateEndpointRequest__Output as _webhooks_v1_UpdateEndpointRequest__Output } from './webhooks/v1/UpdateEndpointRequest.ts';
import type { WebhooksServiceClient as _webhooks_v1_WebhooksServiceClient, WebhooksServiceDefinition as _webhooks_v1_WebhooksServiceDefinition } from './webhooks/v1/WebhooksService.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  webhooks: {
    v1: {
      AccountRequest: MessageTypeDefinition<_webhooks_v1_AccountRequest, _webhooks_v1_AccountRequest__Output>
      Attempt: MessageTypeDefinition<_webhooks_v1_Attempt, _webhooks_v1_Attempt__Output>
      CreateEndpointRequest: MessageTypeDefinition<_webhooks_v1_CreateEndpointRequest, _webhooks_v1_CreateEndpointRequest__Output>
      DeleteEndpointResponse: MessageTypeDefinition<_webhooks_v1_DeleteEndpointResponse, _webhooks_v1_DeleteEndpointResponse__Output>
      Delivery: MessageTypeDefinition<_webhooks_v1_Delivery, _webhooks_v1_Delivery__Output>
      DeliveryPage: MessageTypeDefinition<_webhooks_v1_DeliveryPage, _webhooks_v1_DeliveryPage__Output>
      DeliveryRequest: MessageTypeDefinition<_webhooks_v1_DeliveryRequest, _webhooks_v1_DeliveryRequest__Output>
      Endpoint: MessageTypeDefinition<_webhooks_v1_Endpoint, _webhooks_v1_Endpoint__Output>
      EndpointPage: MessageTypeDefinition<_webhooks_v1_EndpointPage, _webhooks_v1_EndpointPage__Output>
      EndpointRequest: MessageTypeDefinition<_webhooks_v1_EndpointRequest, _webhooks_v1_EndpointRequest__Output>
      ListDeliveriesRequest: MessageTypeDefinition<_webhooks_v1_ListDeliveriesRequest, _webhooks_v1_ListDeliveriesRequest__Output>
      ListEndpointsRequest: MessageTypeDefinition<_webhooks_v1_ListEndpointsRequest, _webhooks_v1_ListEndpointsRequest__Output>
      SigningSecret: MessageTypeDefinition<_webhooks_v1_SigningSecret, _webhooks_v1_SigningSecret__Output>
      UpdateEndpointRequest: MessageTypeDefinition<_webhooks_v1_UpdateEndpointRequest, _webhooks_v1_UpdateEndpointRequest__Output>
      WebhooksService: SubtypeConstructor<typeof grpc.Client, _webhooks_v1_WebhooksServiceClient> & { service: _webhooks_v1_WebhooksServiceDefinition }
    }
  }
}

