// Original file: billing/v1/billing.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { Account as _billing_v1_Account, Account__Output as _billing_v1_Account__Output } from '../../billing/v1/Account.ts';
import type { AuthenticateApiKeyRequest as _billing_v1_AuthenticateApiKeyRequest, AuthenticateApiKeyRequest__Output as _billing_v1_AuthenticateApiKeyRequest__Output } from '../../billing/v1/AuthenticateApiKeyRequest.ts';
import type { AuthenticateApiKeyResponse as _billing_v1_AuthenticateApiKeyResponse, AuthenticateApiKeyResponse__Output as _billing_v1_AuthenticateApiKeyResponse__Output } from '../../billing/v1/AuthenticateApiKeyResponse.ts';
import type { BalanceResponse as _billing_v1_BalanceResponse, BalanceResponse__Output as _billing_v1_BalanceResponse__Output } from '../../billing/v1/BalanceResponse.ts';
import type { CaptureHoldRequest as _billing_v1_CaptureHoldRequest, CaptureHoldRequest__Output as _billing_v1_CaptureHoldRequest__Output } from '../../billing/v1/CaptureHoldRequest.ts';
import type { CreateAccountRequest as _billing_v1_CreateAccountRequest, CreateAccountRequest__Output as _billing_v1_CreateAccountRequest__Output } from '../../billing/v1/CreateAccountRequest.ts';
import type { CreateAccountResponse as _billing_v1_CreateAccountResponse, CreateAccountResponse__Output as _billing_v1_CreateAccountResponse__Output } from '../../billing/v1/CreateAccountResponse.ts';
import type { CreateApiKeyRequest as _billing_v1_CreateApiKeyRequest, CreateApiKeyRequest__Output as _billing_v1_CreateApiKeyRequest__Output } from '../../billing/v1/CreateApiKeyRequest.ts';
import type { CreateApiKeyResponse as _billing_v1_CreateApiKeyResponse, CreateApiKeyResponse__Output as _billing_v1_CreateApiKeyResponse__Output } from '../../billing/v1/CreateApiKeyResponse.ts';
import type { GetAccountRequest as _billing_v1_GetAccountRequest, GetAccountRequest__Output as _billing_v1_GetAccountRequest__Output } from '../../billing/v1/GetAccountRequest.ts';
import type { GetBalanceRequest as _billing_v1_GetBalanceRequest, GetBalanceRequest__Output as _billing_v1_GetBalanceRequest__Output } from '../../billing/v1/GetBalanceRequest.ts';
import type { GetBalancesRequest as _billing_v1_GetBalancesRequest, GetBalancesRequest__Output as _billing_v1_GetBalancesRequest__Output } from '../../billing/v1/GetBalancesRequest.ts';
import type { GetBalancesResponse as _billing_v1_GetBalancesResponse, GetBalancesResponse__Output as _billing_v1_GetBalancesResponse__Output } from '../../billing/v1/GetBalancesResponse.ts';
import type { GetPriceRequest as _billing_v1_GetPriceRequest, GetPriceRequest__Output as _billing_v1_GetPriceRequest__Output } from '../../billing/v1/GetPriceRequest.ts';
import type { GetPriceResponse as _billing_v1_GetPriceResponse, GetPriceResponse__Output as _billing_v1_GetPriceResponse__Output } from '../../billing/v1/GetPriceResponse.ts';
import type { GrantCreditsRequest as _billing_v1_GrantCreditsRequest, GrantCreditsRequest__Output as _billing_v1_GrantCreditsRequest__Output } from '../../billing/v1/GrantCreditsRequest.ts';
import type { HoldResponse as _billing_v1_HoldResponse, HoldResponse__Output as _billing_v1_HoldResponse__Output } from '../../billing/v1/HoldResponse.ts';
import type { ReleaseHoldRequest as _billing_v1_ReleaseHoldRequest, ReleaseHoldRequest__Output as _billing_v1_ReleaseHoldRequest__Output } from '../../billing/v1/ReleaseHoldRequest.ts';
import type { ReserveCreditsRequest as _billing_v1_ReserveCreditsRequest, ReserveCreditsRequest__Output as _billing_v1_ReserveCreditsRequest__Output } from '../../billing/v1/ReserveCreditsRequest.ts';
import type { RevokeApiKeyRequest as _billing_v1_RevokeApiKeyRequest, RevokeApiKeyRequest__Output as _billing_v1_RevokeApiKeyRequest__Output } from '../../billing/v1/RevokeApiKeyRequest.ts';
import type { RevokeApiKeyResponse as _billing_v1_RevokeApiKeyResponse, RevokeApiKeyResponse__Output as _billing_v1_RevokeApiKeyResponse__Output } from '../../billing/v1/RevokeApiKeyResponse.ts';
import type { SetAccountStatusRequest as _billing_v1_SetAccountStatusRequest, SetAccountStatusRequest__Output as _billing_v1_SetAccountStatusRequest__Output } from '../../billing/v1/SetAccountStatusRequest.ts';

export interface BillingServiceClient extends grpc.Client {
  AuthenticateApiKey(argument: _billing_v1_AuthenticateApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_AuthenticateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  AuthenticateApiKey(argument: _billing_v1_AuthenticateApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_AuthenticateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  AuthenticateApiKey(argument: _billing_v1_AuthenticateApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_AuthenticateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  AuthenticateApiKey(argument: _billing_v1_AuthenticateApiKeyRequest, callback: grpc.requestCallback<_billing_v1_AuthenticateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  authenticateApiKey(argument: _billing_v1_AuthenticateApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_AuthenticateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  authenticateApiKey(argument: _billing_v1_AuthenticateApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_AuthenticateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  authenticateApiKey(argument: _billing_v1_AuthenticateApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_AuthenticateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  authenticateApiKey(argument: _billing_v1_AuthenticateApiKeyRequest, callback: grpc.requestCallback<_billing_v1_AuthenticateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  
  CaptureHold(argument: _billing_v1_CaptureHoldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  CaptureHold(argument: _billing_v1_CaptureHoldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  CaptureHold(argument: _billing_v1_CaptureHoldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  CaptureHold(argument: _billing_v1_CaptureHoldRequest, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  captureHold(argument: _billing_v1_CaptureHoldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  captureHold(argument: _billing_v1_CaptureHoldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  captureHold(argument: _billing_v1_CaptureHoldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  captureHold(argument: _billing_v1_CaptureHoldRequest, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  
  CreateAccount(argument: _billing_v1_CreateAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_CreateAccountResponse__Output>): grpc.ClientUnaryCall;
  CreateAccount(argument: _billing_v1_CreateAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_CreateAccountResponse__Output>): grpc.ClientUnaryCall;
  CreateAccount(argument: _billing_v1_CreateAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_CreateAccountResponse__Output>): grpc.ClientUnaryCall;
  CreateAccount(argument: _billing_v1_CreateAccountRequest, callback: grpc.requestCallback<_billing_v1_CreateAccountResponse__Output>): grpc.ClientUnaryCall;
  createAccount(argument: _billing_v1_CreateAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_CreateAccountResponse__Output>): grpc.ClientUnaryCall;
  createAccount(argument: _billing_v1_CreateAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_CreateAccountResponse__Output>): grpc.ClientUnaryCall;
  createAccount(argument: _billing_v1_CreateAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_CreateAccountResponse__Output>): grpc.ClientUnaryCall;
  createAccount(argument: _billing_v1_CreateAccountRequest, callback: grpc.requestCallback<_billing_v1_CreateAccountResponse__Output>): grpc.ClientUnaryCall;
  
  CreateApiKey(argument: _billing_v1_CreateApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  CreateApiKey(argument: _billing_v1_CreateApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  CreateApiKey(argument: _billing_v1_CreateApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  CreateApiKey(argument: _billing_v1_CreateApiKeyRequest, callback: grpc.requestCallback<_billing_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _billing_v1_CreateApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _billing_v1_CreateApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _billing_v1_CreateApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _billing_v1_CreateApiKeyRequest, callback: grpc.requestCallback<_billing_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  
  GetAccount(argument: _billing_v1_GetAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_Account__Output>): grpc.ClientUnaryCall;
  GetAccount(argument: _billing_v1_GetAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_Account__Output>): grpc.ClientUnaryCall;
  GetAccount(argument: _billing_v1_GetAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_Account__Output>): grpc.ClientUnaryCall;
  GetAccount(argument: _billing_v1_GetAccountRequest, callback: grpc.requestCallback<_billing_v1_Account__Output>): grpc.ClientUnaryCall;
  getAccount(argument: _billing_v1_GetAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_Account__Output>): grpc.ClientUnaryCall;
  getAccount(argument: _billing_v1_GetAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_Account__Output>): grpc.ClientUnaryCall;
  getAccount(argument: _billing_v1_GetAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_Account__Output>): grpc.ClientUnaryCall;
  getAccount(argument: _billing_v1_GetAccountRequest, callback: grpc.requestCallback<_billing_v1_Account__Output>): grpc.ClientUnaryCall;
  
  GetBalance(argument: _billing_v1_GetBalanceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_BalanceResponse__Output>): grpc.ClientUnaryCall;
  GetBalance(argument: _billing_v1_GetBalanceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_BalanceResponse__Output>): grpc.ClientUnaryCall;
  GetBalance(argument: _billing_v1_GetBalanceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_BalanceResponse__Output>): grpc.ClientUnaryCall;
  GetBalance(argument: _billing_v1_GetBalanceRequest, callback: grpc.requestCallback<_billing_v1_BalanceResponse__Output>): grpc.ClientUnaryCall;
  getBalance(argument: _billing_v1_GetBalanceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_BalanceResponse__Output>): grpc.ClientUnaryCall;
  getBalance(argument: _billing_v1_GetBalanceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_BalanceResponse__Output>): grpc.ClientUnaryCall;
  getBalance(argument: _billing_v1_GetBalanceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_BalanceResponse__Output>): grpc.ClientUnaryCall;
  getBalance(argument: _billing_v1_GetBalanceRequest, callback: grpc.requestCallback<_billing_v1_BalanceResponse__Output>): grpc.ClientUnaryCall;
  
  GetBalances(argument: _billing_v1_GetBalancesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_GetBalancesResponse__Output>): grpc.ClientUnaryCall;
  GetBalances(argument: _billing_v1_GetBalancesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_GetBalancesResponse__Output>): grpc.ClientUnaryCall;
  GetBalances(argument: _billing_v1_GetBalancesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_GetBalancesResponse__Output>): grpc.ClientUnaryCall;
  GetBalances(argument: _billing_v1_GetBalancesRequest, callback: grpc.requestCallback<_billing_v1_GetBalancesResponse__Output>): grpc.ClientUnaryCall;
  getBalances(argument: _billing_v1_GetBalancesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_GetBalancesResponse__Output>): grpc.ClientUnaryCall;
  getBalances(argument: _billing_v1_GetBalancesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_GetBalancesResponse__Output>): grpc.ClientUnaryCall;
  getBalances(argument: _billing_v1_GetBalancesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_GetBalancesResponse__Output>): grpc.ClientUnaryCall;
  getBalances(argument: _billing_v1_GetBalancesRequest, callback: grpc.requestCallback<_billing_v1_GetBalancesResponse__Output>): grpc.ClientUnaryCall;
  
  GetPrice(argument: _billing_v1_GetPriceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_GetPriceResponse__Output>): grpc.ClientUnaryCall;
  GetPrice(argument: _billing_v1_GetPriceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_GetPriceResponse__Output>): grpc.ClientUnaryCall;
  GetPrice(argument: _billing_v1_GetPriceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_GetPriceResponse__Output>): grpc.ClientUnaryCall;
  GetPrice(argument: _billing_v1_GetPriceRequest, callback: grpc.requestCallback<_billing_v1_GetPriceResponse__Output>): grpc.ClientUnaryCall;
  getPrice(argument: _billing_v1_GetPriceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_GetPriceResponse__Output>): grpc.ClientUnaryCall;
  getPrice(argument: _billing_v1_GetPriceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_GetPriceResponse__Output>): grpc.ClientUnaryCall;
  getPrice(argument: _billing_v1_GetPriceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_GetPriceResponse__Output>): grpc.ClientUnaryCall;
  getPrice(argument: _billing_v1_GetPriceRequest, callback: grpc.requestCallback<_billing_v1_GetPriceResponse__Output>): grpc.ClientUnaryCall;
  
  GrantCredits(argument: _billing_v1_GrantCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_BalanceResponse__Output>): grpc.ClientUnaryCall;
  GrantCredits(argument: _billing_v1_GrantCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_BalanceResponse__Output>): grpc.ClientUnaryCall;
  GrantCredits(argument: _billing_v1_GrantCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_BalanceResponse__Output>): grpc.ClientUnaryCall;
  GrantCredits(argument: _billing_v1_GrantCreditsRequest, callback: grpc.requestCallback<_billing_v1_BalanceResponse__Output>): grpc.ClientUnaryCall;
  grantCredits(argument: _billing_v1_GrantCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_BalanceResponse__Output>): grpc.ClientUnaryCall;
  grantCredits(argument: _billing_v1_GrantCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_BalanceResponse__Output>): grpc.ClientUnaryCall;
  grantCredits(argument: _billing_v1_GrantCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_BalanceResponse__Output>): grpc.ClientUnaryCall;
  grantCredits(argument: _billing_v1_GrantCreditsRequest, callback: grpc.requestCallback<_billing_v1_BalanceResponse__Output>): grpc.ClientUnaryCall;
  
  ReleaseHold(argument: _billing_v1_ReleaseHoldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  ReleaseHold(argument: _billing_v1_ReleaseHoldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  ReleaseHold(argument: _billing_v1_ReleaseHoldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  ReleaseHold(argument: _billing_v1_ReleaseHoldRequest, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  releaseHold(argument: _billing_v1_ReleaseHoldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  releaseHold(argument: _billing_v1_ReleaseHoldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  releaseHold(argument: _billing_v1_ReleaseHoldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  releaseHold(argument: _billing_v1_ReleaseHoldRequest, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  
  ReserveCredits(argument: _billing_v1_ReserveCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  ReserveCredits(argument: _billing_v1_ReserveCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  ReserveCredits(argument: _billing_v1_ReserveCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  ReserveCredits(argument: _billing_v1_ReserveCreditsRequest, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  reserveCredits(argument: _billing_v1_ReserveCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  reserveCredits(argument: _billing_v1_ReserveCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  reserveCredits(argument: _billing_v1_ReserveCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  reserveCredits(argument: _billing_v1_ReserveCreditsRequest, callback: grpc.requestCallback<_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  
  RevokeApiKey(argument: _billing_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  RevokeApiKey(argument: _billing_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  RevokeApiKey(argument: _billing_v1_RevokeApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  RevokeApiKey(argument: _billing_v1_RevokeApiKeyRequest, callback: grpc.requestCallback<_billing_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  revokeApiKey(argument: _billing_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  revokeApiKey(argument: _billing_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  revokeApiKey(argument: _billing_v1_RevokeApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  revokeApiKey(argument: _billing_v1_RevokeApiKeyRequest, callback: grpc.requestCallback<_billing_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  
  SetAccountStatus(argument: _billing_v1_SetAccountStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_Account__Output>): grpc.ClientUnaryCall;
  SetAccountStatus(argument: _billing_v1_SetAccountStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_Account__Output>): grpc.ClientUnaryCall;
  SetAccountStatus(argument: _billing_v1_SetAccountStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_Account__Output>): grpc.ClientUnaryCall;
  SetAccountStatus(argument: _billing_v1_SetAccountStatusRequest, callback: grpc.requestCallback<_billing_v1_Account__Output>): grpc.ClientUnaryCall;
  setAccountStatus(argument: _billing_v1_SetAccountStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_Account__Output>): grpc.ClientUnaryCall;
  setAccountStatus(argument: _billing_v1_SetAccountStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_billing_v1_Account__Output>): grpc.ClientUnaryCall;
  setAccountStatus(argument: _billing_v1_SetAccountStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_billing_v1_Account__Output>): grpc.ClientUnaryCall;
  setAccountStatus(argument: _billing_v1_SetAccountStatusRequest, callback: grpc.requestCallback<_billing_v1_Account__Output>): grpc.ClientUnaryCall;
  
}

export interface BillingServiceHandlers extends grpc.UntypedServiceImplementation {
  AuthenticateApiKey: grpc.handleUnaryCall<_billing_v1_AuthenticateApiKeyRequest__Output, _billing_v1_AuthenticateApiKeyResponse>;
  
  CaptureHold: grpc.handleUnaryCall<_billing_v1_CaptureHoldRequest__Output, _billing_v1_HoldResponse>;
  
  CreateAccount: grpc.handleUnaryCall<_billing_v1_CreateAccountRequest__Output, _billing_v1_CreateAccountResponse>;
  
  CreateApiKey: grpc.handleUnaryCall<_billing_v1_CreateApiKeyRequest__Output, _billing_v1_CreateApiKeyResponse>;
  
  GetAccount: grpc.handleUnaryCall<_billing_v1_GetAccountRequest__Output, _billing_v1_Account>;
  
  GetBalance: grpc.handleUnaryCall<_billing_v1_GetBalanceRequest__Output, _billing_v1_BalanceResponse>;
  
  GetBalances: grpc.handleUnaryCall<_billing_v1_GetBalancesRequest__Output, _billing_v1_GetBalancesResponse>;
  
  GetPrice: grpc.handleUnaryCall<_billing_v1_GetPriceRequest__Output, _billing_v1_GetPriceResponse>;
  
  GrantCredits: grpc.handleUnaryCall<_billing_v1_GrantCreditsRequest__Output, _billing_v1_BalanceResponse>;
  
  ReleaseHold: grpc.handleUnaryCall<_billing_v1_ReleaseHoldRequest__Output, _billing_v1_HoldResponse>;
  
  ReserveCredits: grpc.handleUnaryCall<_billing_v1_ReserveCreditsRequest__Output, _billing_v1_HoldResponse>;
  
  RevokeApiKey: grpc.handleUnaryCall<_billing_v1_RevokeApiKeyRequest__Output, _billing_v1_RevokeApiKeyResponse>;
  
  SetAccountStatus: grpc.handleUnaryCall<_billing_v1_SetAccountStatusRequest__Output, _billing_v1_Account>;
  
}

export interface BillingServiceDefinition extends grpc.ServiceDefinition {
  AuthenticateApiKey: MethodDefinition<_billing_v1_AuthenticateApiKeyRequest, _billing_v1_AuthenticateApiKeyResponse, _billing_v1_AuthenticateApiKeyRequest__Output, _billing_v1_AuthenticateApiKeyResponse__Output>
  CaptureHold: MethodDefinition<_billing_v1_CaptureHoldRequest, _billing_v1_HoldResponse, _billing_v1_CaptureHoldRequest__Output, _billing_v1_HoldResponse__Output>
  CreateAccount: MethodDefinition<_billing_v1_CreateAccountRequest, _billing_v1_CreateAccountResponse, _billing_v1_CreateAccountRequest__Output, _billing_v1_CreateAccountResponse__Output>
  CreateApiKey: MethodDefinition<_billing_v1_CreateApiKeyRequest, _billing_v1_CreateApiKeyResponse, _billing_v1_CreateApiKeyRequest__Output, _billing_v1_CreateApiKeyResponse__Output>
  GetAccount: MethodDefinition<_billing_v1_GetAccountRequest, _billing_v1_Account, _billing_v1_GetAccountRequest__Output, _billing_v1_Account__Output>
  GetBalance: MethodDefinition<_billing_v1_GetBalanceRequest, _billing_v1_BalanceResponse, _billing_v1_GetBalanceRequest__Output, _billing_v1_BalanceResponse__Output>
  GetBalances: MethodDefinition<_billing_v1_GetBalancesRequest, _billing_v1_GetBalancesResponse, _billing_v1_GetBalancesRequest__Output, _billing_v1_GetBalancesResponse__Output>
  GetPrice: MethodDefinition<_billing_v1_GetPriceRequest, _billing_v1_GetPriceResponse, _billing_v1_GetPriceRequest__Output, _billing_v1_GetPriceResponse__Output>
  GrantCredits: MethodDefinition<_billing_v1_GrantCreditsRequest, _billing_v1_BalanceResponse, _billing_v1_GrantCreditsRequest__Output, _billing_v1_BalanceResponse__Output>
  ReleaseHold: MethodDefinition<_billing_v1_ReleaseHoldRequest, _billing_v1_HoldResponse, _billing_v1_ReleaseHoldRequest__Output, _billing_v1_HoldResponse__Output>
  ReserveCredits: MethodDefinition<_billing_v1_ReserveCreditsRequest, _billing_v1_HoldResponse, _billing_v1_ReserveCreditsRequest__Output, _billing_v1_HoldResponse__Output>
  RevokeApiKey: MethodDefinition<_billing_v1_RevokeApiKeyRequest, _billing_v1_RevokeApiKeyResponse, _billing_v1_RevokeApiKeyRequest__Output, _billing_v1_RevokeApiKeyResponse__Output>
  SetAccountStatus: MethodDefinition<_billing_v1_SetAccountStatusRequest, _billing_v1_Account, _billing_v1_SetAccountStatusRequest__Output, _billing_v1_Account__Output>
}
