// Original file: webhooks/v1/webhooks.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AccountRequest as _webhooks_v1_AccountRequest, AccountRequest__Output as _webhooks_v1_AccountRequest__Output } from '../../webhooks/v1/AccountRequest.ts';
import type { CreateEndpointRequest as _webhooks_v1_CreateEndpointRequest, CreateEndpointRequest__Output as _webhooks_v1_CreateEndpointRequest__Output } from '../../webhooks/v1/CreateEndpointRequest.ts';
import type { DeleteEndpointResponse as _webhooks_v1_DeleteEndpointResponse, DeleteEndpointResponse__Output as _webhooks_v1_DeleteEndpointResponse__Output } from '../../webhooks/v1/DeleteEndpointResponse.ts';
import type { Delivery as _webhooks_v1_Delivery, Delivery__Output as _webhooks_v1_Delivery__Output } from '../../webhooks/v1/Delivery.ts';
import type { DeliveryPage as _webhooks_v1_DeliveryPage, DeliveryPage__Output as _webhooks_v1_DeliveryPage__Output } from '../../webhooks/v1/DeliveryPage.ts';
import type { DeliveryRequest as _webhooks_v1_DeliveryRequest, DeliveryRequest__Output as _webhooks_v1_DeliveryRequest__Output } from '../../webhooks/v1/DeliveryRequest.ts';
import type { Endpoint as _webhooks_v1_Endpoint, Endpoint__Output as _webhooks_v1_Endpoint__Output } from '../../webhooks/v1/Endpoint.ts';
import type { EndpointPage as _webhooks_v1_EndpointPage, EndpointPage__Output as _webhooks_v1_EndpointPage__Output } from '../../webhooks/v1/EndpointPage.ts';
import type { EndpointRequest as _webhooks_v1_EndpointRequest, EndpointRequest__Output as _webhooks_v1_EndpointRequest__Output } from '../../webhooks/v1/EndpointRequest.ts';
import type { ListDeliveriesRequest as _webhooks_v1_ListDeliveriesRequest, ListDeliveriesRequest__Output as _webhooks_v1_ListDeliveriesRequest__Output } from '../../webhooks/v1/ListDeliveriesRequest.ts';
import type { ListEndpointsRequest as _webhooks_v1_ListEndpointsRequest, ListEndpointsRequest__Output as _webhooks_v1_ListEndpointsRequest__Output } from '../../webhooks/v1/ListEndpointsRequest.ts';
import type { SigningSecret as _webhooks_v1_SigningSecret, SigningSecret__Output as _webhooks_v1_SigningSecret__Output } from '../../webhooks/v1/SigningSecret.ts';
import type { UpdateEndpointRequest as _webhooks_v1_UpdateEndpointRequest, UpdateEndpointRequest__Output as _webhooks_v1_UpdateEndpointRequest__Output } from '../../webhooks/v1/UpdateEndpointRequest.ts';

export interface WebhooksServiceClient extends grpc.Client {
  CreateEndpoint(argument: _webhooks_v1_CreateEndpointRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  CreateEndpoint(argument: _webhooks_v1_CreateEndpointRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  CreateEndpoint(argument: _webhooks_v1_CreateEndpointRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  CreateEndpoint(argument: _webhooks_v1_CreateEndpointRequest, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  createEndpoint(argument: _webhooks_v1_CreateEndpointRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  createEndpoint(argument: _webhooks_v1_CreateEndpointRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  createEndpoint(argument: _webhooks_v1_CreateEndpointRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  createEndpoint(argument: _webhooks_v1_CreateEndpointRequest, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  
  DeleteEndpoint(argument: _webhooks_v1_EndpointRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_DeleteEndpointResponse__Output>): grpc.ClientUnaryCall;
  DeleteEndpoint(argument: _webhooks_v1_EndpointRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_webhooks_v1_DeleteEndpointResponse__Output>): grpc.ClientUnaryCall;
  DeleteEndpoint(argument: _webhooks_v1_EndpointRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_DeleteEndpointResponse__Output>): grpc.ClientUnaryCall;
  DeleteEndpoint(argument: _webhooks_v1_EndpointRequest, callback: grpc.requestCallback<_webhooks_v1_DeleteEndpointResponse__Output>): grpc.ClientUnaryCall;
  deleteEndpoint(argument: _webhooks_v1_EndpointRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_DeleteEndpointResponse__Output>): grpc.ClientUnaryCall;
  deleteEndpoint(argument: _webhooks_v1_EndpointRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_webhooks_v1_DeleteEndpointResponse__Output>): grpc.ClientUnaryCall;
  deleteEndpoint(argument: _webhooks_v1_EndpointRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_DeleteEndpointResponse__Output>): grpc.ClientUnaryCall;
  deleteEndpoint(argument: _webhooks_v1_EndpointRequest, callback: grpc.requestCallback<_webhooks_v1_DeleteEndpointResponse__Output>): grpc.ClientUnaryCall;
  
  GetEndpoint(argument: _webhooks_v1_EndpointRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  GetEndpoint(argument: _webhooks_v1_EndpointRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  GetEndpoint(argument: _webhooks_v1_EndpointRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  GetEndpoint(argument: _webhooks_v1_EndpointRequest, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  getEndpoint(argument: _webhooks_v1_EndpointRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  getEndpoint(argument: _webhooks_v1_EndpointRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  getEndpoint(argument: _webhooks_v1_EndpointRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  getEndpoint(argument: _webhooks_v1_EndpointRequest, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  
  GetSigningSecret(argument: _webhooks_v1_AccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_SigningSecret__Output>): grpc.ClientUnaryCall;
  GetSigningSecret(argument: _webhooks_v1_AccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_webhooks_v1_SigningSecret__Output>): grpc.ClientUnaryCall;
  GetSigningSecret(argument: _webhooks_v1_AccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_SigningSecret__Output>): grpc.ClientUnaryCall;
  GetSigningSecret(argument: _webhooks_v1_AccountRequest, callback: grpc.requestCallback<_webhooks_v1_SigningSecret__Output>): grpc.ClientUnaryCall;
  getSigningSecret(argument: _webhooks_v1_AccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_SigningSecret__Output>): grpc.ClientUnaryCall;
  getSigningSecret(argument: _webhooks_v1_AccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_webhooks_v1_SigningSecret__Output>): grpc.ClientUnaryCall;
  getSigningSecret(argument: _webhooks_v1_AccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_SigningSecret__Output>): grpc.ClientUnaryCall;
  getSigningSecret(argument: _webhooks_v1_AccountRequest, callback: grpc.requestCallback<_webhooks_v1_SigningSecret__Output>): grpc.ClientUnaryCall;
  
  ListDeliveries(argument: _webhooks_v1_ListDeliveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_DeliveryPage__Output>): grpc.ClientUnaryCall;
  ListDeliveries(argument: _webhooks_v1_ListDeliveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_webhooks_v1_DeliveryPage__Output>): grpc.ClientUnaryCall;
  ListDeliveries(argument: _webhooks_v1_ListDeliveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_DeliveryPage__Output>): grpc.ClientUnaryCall;
  ListDeliveries(argument: _webhooks_v1_ListDeliveriesRequest, callback: grpc.requestCallback<_webhooks_v1_DeliveryPage__Output>): grpc.ClientUnaryCall;
  listDeliveries(argument: _webhooks_v1_ListDeliveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_DeliveryPage__Output>): grpc.ClientUnaryCall;
  listDeliveries(argument: _webhooks_v1_ListDeliveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_webhooks_v1_DeliveryPage__Output>): grpc.ClientUnaryCall;
  listDeliveries(argument: _webhooks_v1_ListDeliveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_DeliveryPage__Output>): grpc.ClientUnaryCall;
  listDeliveries(argument: _webhooks_v1_ListDeliveriesRequest, callback: grpc.requestCallback<_webhooks_v1_DeliveryPage__Output>): grpc.ClientUnaryCall;
  
  ListEndpoints(argument: _webhooks_v1_ListEndpointsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_EndpointPage__Output>): grpc.ClientUnaryCall;
  ListEndpoints(argument: _webhooks_v1_ListEndpointsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_webhooks_v1_EndpointPage__Output>): grpc.ClientUnaryCall;
  ListEndpoints(argument: _webhooks_v1_ListEndpointsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_EndpointPage__Output>): grpc.ClientUnaryCall;
  ListEndpoints(argument: _webhooks_v1_ListEndpointsRequest, callback: grpc.requestCallback<_webhooks_v1_EndpointPage__Output>): grpc.ClientUnaryCall;
  listEndpoints(argument: _webhooks_v1_ListEndpointsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_EndpointPage__Output>): grpc.ClientUnaryCall;
  listEndpoints(argument: _webhooks_v1_ListEndpointsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_webhooks_v1_EndpointPage__Output>): grpc.ClientUnaryCall;
  listEndpoints(argument: _webhooks_v1_ListEndpointsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_EndpointPage__Output>): grpc.ClientUnaryCall;
  listEndpoints(argument: _webhooks_v1_ListEndpointsRequest, callback: grpc.requestCallback<_webhooks_v1_EndpointPage__Output>): grpc.ClientUnaryCall;
  
  Redeliver(argument: _webhooks_v1_DeliveryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_Delivery__Output>): grpc.ClientUnaryCall;
  Redeliver(argument: _webhooks_v1_DeliveryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_webhooks_v1_Delivery__Output>): grpc.ClientUnaryCall;
  Redeliver(argument: _webhooks_v1_DeliveryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_Delivery__Output>): grpc.ClientUnaryCall;
  Redeliver(argument: _webhooks_v1_DeliveryRequest, callback: grpc.requestCallback<_webhooks_v1_Delivery__Output>): grpc.ClientUnaryCall;
  redeliver(argument: _webhooks_v1_DeliveryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_Delivery__Output>): grpc.ClientUnaryCall;
  redeliver(argument: _webhooks_v1_DeliveryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_webhooks_v1_Delivery__Output>): grpc.ClientUnaryCall;
  redeliver(argument: _webhooks_v1_DeliveryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_Delivery__Output>): grpc.ClientUnaryCall;
  redeliver(argument: _webhooks_v1_DeliveryRequest, callback: grpc.requestCallback<_webhooks_v1_Delivery__Output>): grpc.ClientUnaryCall;
  
  RotateSecret(argument: _webhooks_v1_EndpointRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  RotateSecret(argument: _webhooks_v1_EndpointRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  RotateSecret(argument: _webhooks_v1_EndpointRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  RotateSecret(argument: _webhooks_v1_EndpointRequest, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  rotateSecret(argument: _webhooks_v1_EndpointRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  rotateSecret(argument: _webhooks_v1_EndpointRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  rotateSecret(argument: _webhooks_v1_EndpointRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  rotateSecret(argument: _webhooks_v1_EndpointRequest, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  
  RotateSigningSecret(argument: _webhooks_v1_AccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_SigningSecret__Output>): grpc.ClientUnaryCall;
  RotateSigningSecret(argument: _webhooks_v1_AccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_webhooks_v1_SigningSecret__Output>): grpc.ClientUnaryCall;
  RotateSigningSecret(argument: _webhooks_v1_AccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_SigningSecret__Output>): grpc.ClientUnaryCall;
  RotateSigningSecret(argument: _webhooks_v1_AccountRequest, callback: grpc.requestCallback<_webhooks_v1_SigningSecret__Output>): grpc.ClientUnaryCall;
  rotateSigningSecret(argument: _webhooks_v1_AccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_SigningSecret__Output>): grpc.ClientUnaryCall;
  rotateSigningSecret(argument: _webhooks_v1_AccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_webhooks_v1_SigningSecret__Output>): grpc.ClientUnaryCall;
  rotateSigningSecret(argument: _webhooks_v1_AccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_SigningSecret__Output>): grpc.ClientUnaryCall;
  rotateSigningSecret(argument: _webhooks_v1_AccountRequest, callback: grpc.requestCallback<_webhooks_v1_SigningSecret__Output>): grpc.ClientUnaryCall;
  
  UpdateEndpoint(argument: _webhooks_v1_UpdateEndpointRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  UpdateEndpoint(argument: _webhooks_v1_UpdateEndpointRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  UpdateEndpoint(argument: _webhooks_v1_UpdateEndpointRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  UpdateEndpoint(argument: _webhooks_v1_UpdateEndpointRequest, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  updateEndpoint(argument: _webhooks_v1_UpdateEndpointRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  updateEndpoint(argument: _webhooks_v1_UpdateEndpointRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  updateEndpoint(argument: _webhooks_v1_UpdateEndpointRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  updateEndpoint(argument: _webhooks_v1_UpdateEndpointRequest, callback: grpc.requestCallback<_webhooks_v1_Endpoint__Output>): grpc.ClientUnaryCall;
  
}

export interface WebhooksServiceHandlers extends grpc.UntypedServiceImplementation {
  CreateEndpoint: grpc.handleUnaryCall<_webhooks_v1_CreateEndpointRequest__Output, _webhooks_v1_Endpoint>;
  
  DeleteEndpoint: grpc.handleUnaryCall<_webhooks_v1_EndpointRequest__Output, _webhooks_v1_DeleteEndpointResponse>;
  
  GetEndpoint: grpc.handleUnaryCall<_webhooks_v1_EndpointRequest__Output, _webhooks_v1_Endpoint>;
  
  GetSigningSecret: grpc.handleUnaryCall<_webhooks_v1_AccountRequest__Output, _webhooks_v1_SigningSecret>;
  
  ListDeliveries: grpc.handleUnaryCall<_webhooks_v1_ListDeliveriesRequest__Output, _webhooks_v1_DeliveryPage>;
  
  ListEndpoints: grpc.handleUnaryCall<_webhooks_v1_ListEndpointsRequest__Output, _webhooks_v1_EndpointPage>;
  
  Redeliver: grpc.handleUnaryCall<_webhooks_v1_DeliveryRequest__Output, _webhooks_v1_Delivery>;
  
  RotateSecret: grpc.handleUnaryCall<_webhooks_v1_EndpointRequest__Output, _webhooks_v1_Endpoint>;
  
  RotateSigningSecret: grpc.handleUnaryCall<_webhooks_v1_AccountRequest__Output, _webhooks_v1_SigningSecret>;
  
  UpdateEndpoint: grpc.handleUnaryCall<_webhooks_v1_UpdateEndpointRequest__Output, _webhooks_v1_Endpoint>;
  
}

export interface WebhooksServiceDefinition extends grpc.ServiceDefinition {
  CreateEndpoint: MethodDefinition<_webhooks_v1_CreateEndpointRequest, _webhooks_v1_Endpoint, _webhooks_v1_CreateEndpointRequest__Output, _webhooks_v1_Endpoint__Output>
  DeleteEndpoint: MethodDefinition<_webhooks_v1_EndpointRequest, _webhooks_v1_DeleteEndpointResponse, _webhooks_v1_EndpointRequest__Output, _webhooks_v1_DeleteEndpointResponse__Output>
  GetEndpoint: MethodDefinition<_webhooks_v1_EndpointRequest, _webhooks_v1_Endpoint, _webhooks_v1_EndpointRequest__Output, _webhooks_v1_Endpoint__Output>
  GetSigningSecret: MethodDefinition<_webhooks_v1_AccountRequest, _webhooks_v1_SigningSecret, _webhooks_v1_AccountRequest__Output, _webhooks_v1_SigningSecret__Output>
  ListDeliveries: MethodDefinition<_webhooks_v1_ListDeliveriesRequest, _webhooks_v1_DeliveryPage, _webhooks_v1_ListDeliveriesRequest__Output, _webhooks_v1_DeliveryPage__Output>
  ListEndpoints: MethodDefinition<_webhooks_v1_ListEndpointsRequest, _webhooks_v1_EndpointPage, _webhooks_v1_ListEndpointsRequest__Output, _webhooks_v1_EndpointPage__Output>
  Redeliver: MethodDefinition<_webhooks_v1_DeliveryRequest, _webhooks_v1_Delivery, _webhooks_v1_DeliveryRequest__Output, _webhooks_v1_Delivery__Output>
  RotateSecret: MethodDefinition<_webhooks_v1_EndpointRequest, _webhooks_v1_Endpoint, _webhooks_v1_EndpointRequest__Output, _webhooks_v1_Endpoint__Output>
  RotateSigningSecret: MethodDefinition<_webhooks_v1_AccountRequest, _webhooks_v1_SigningSecret, _webhooks_v1_AccountRequest__Output, _webhooks_v1_SigningSecret__Output>
  UpdateEndpoint: MethodDefinition<_webhooks_v1_UpdateEndpointRequest, _webhooks_v1_Endpoint, _webhooks_v1_UpdateEndpointRequest__Output, _webhooks_v1_Endpoint__Output>
}
