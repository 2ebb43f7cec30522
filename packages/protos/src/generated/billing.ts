import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { Account as _billing_v1_Account, Account__Output as _billing_v1_Account__Output } from './billing/v1/Account.ts';
import type { AccountBalance as _billing_v1_AccountBalance, AccountBalance__Output as _billing_v1_AccountBalance__Output } from './billing/v1/AccountBalance.ts';
import type { AuthenticateApiKeyRequest as _billing_v1_AuthenticateApiKeyRequest, AuthenticateApiKeyRequest__Output as _billing_v1_AuthenticateApiKeyRequest__Output } from './billing/v1/AuthenticateApiKeyRequest.ts';
import type { AuthenticateApiKeyResponse as _billing_v1_AuthenticateApiKeyResponse, AuthenticateApiKeyResponse__Output as _billing_v1_AuthenticateApiKeyResponse__Output } from './billing/v1/AuthenticateApiKeyResponse.ts';
import type { BalanceResponse as _billing_v1_BalanceResponse, BalanceResponse__Output as _billing_v1_BalanceResponse__Output } from './billing/v1/BalanceResponse.ts';
import type { BillingServiceClient as _billing_v1_BillingServiceClient, BillingServiceDefinition as _billing_v1_BillingServiceDefinition } from './billing/v1/BillingService.ts';
import type { CaptureHoldRequest as _billing_v1_CaptureHoldRequest, CaptureHoldRequest__Output as _billing_v1_CaptureHoldRequest__Output } from './billing/v1/CaptureHoldRequest.ts';
import type { CreateAccountRequest as _billing_v1_CreateAccountRequest, CreateAccountRequest__Output as _billing_v1_CreateAccountRequest__Output } from './billing/v1/CreateAccountRequest.ts';
import type { CreateAccountResponse as _billing_v1_CreateAccountResponse, CreateAccountResponse__Output as _billing_v1_CreateAccountResponse__Output } from './billing/v1/CreateAccountResponse.ts';
import type { CreateApiKeyRequest as _billing_v1_CreateApiKeyRequest, CreateApiKeyRequest__Output as _billing_v1_CreateApiKeyRequest__Output } from './billing/v1/CreateApiKeyRequest.ts';
import type { CreateApiKeyResponse as _billing_v1_CreateApiKeyResponse, CreateApiKeyResponse__Output as _billing_v1_CreateApiKeyResponse__Output } from './billing/v1/CreateApiKeyResponse.ts';
import type { GetAccountRequest as _billing_v1_GetAccountRequest, GetAccountRequest__Output as _billing_v1_GetAccountRequest__Output } from './billing/v1/GetAccountRequest.ts';
import type { GetBalanceRequest as _billing_v1_GetBalanceRequest, GetBalanceRequest__Output as _billing_v1_GetBalanceRequest__Output } from './billing/v1/GetBalanceRequest.ts';
import type { GetBalancesRequest as _billing_v1_GetBalancesRequest, GetBalancesRequest__Output as _billing_v1_GetBalancesRequest__Output } from './billing/v1/GetBalancesRequest.ts';
import type { GetBalancesResponse as _billing_v1_GetBalancesResponse, GetBalancesResponse__Output as _billing_v1_GetBalancesResponse__Output } from './billing/v1/GetBalancesResponse.ts';
import type { GetPriceRequest as _billing_v1_GetPriceRequest, GetPriceRequest__Output as _billing_v1_GetPriceRequest__Output } from './billing/v1/GetPriceRequest.ts';
import type { GetPriceResponse as _billing_v1_GetPriceResponse, GetPriceResponse__Output as _billing_v1_GetPriceResponse__Output } from './billing/v1/GetPriceResponse.ts';
import type { GrantCreditsRequest as _billing_v1_GrantCreditsRequest, GrantCreditsRequest__Output as _billing_v1_GrantCreditsRequest__Output } from './billing/v1/GrantCreditsRequest.ts';
import type { HoldResponse as _billing_v1_HoldResponse, HoldResponse__Output as _billing_v1_HoldResponse__Output } from './billing/v1/HoldResponse.ts';
import type { ReleaseHoldRequest as _billing_v1_ReleaseHoldRequest, ReleaseHoldRequest__Output as _billing_v1_ReleaseHoldRequest__Output } from './billing/v1/ReleaseHoldRequest.ts';
import type { ReserveCreditsRequest as _billing_v1_ReserveCreditsRequest, ReserveCreditsRequest__Output as _billing_v1_ReserveCreditsRequest__Output } from './billing/v1/ReserveCreditsRequest.ts';
import type { RevokeApiKeyRequest as _billing_v1_RevokeApiKeyRequest, RevokeApiKeyRequest__Output as _billing_v1_RevokeApiKeyRequest__Output } from './billing/v1/RevokeApiKeyRequest.ts';
import type { RevokeApiKeyResponse as _billing_v1_RevokeApiKeyResponse, RevokeApiKeyResponse__Output as _billing_v1_RevokeApiKeyResponse__Output } from './billing/v1/RevokeApiKeyResponse.ts';
import type { SetAccountStatusRequest as _billing_v1_SetAccountStatusRequest, SetAccountStatusRequest__Output as _billing_v1_SetAccountStatusRequest__Output } from './billing/v1/SetAccountStatusRequest.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  billing: {
    v1: {
      Account: MessageTypeDefinition<_billing_v1_Account, _billing_v1_Account__Output>
      AccountBalance: MessageTypeDefinition<_billing_v1_AccountBalance, _billing_v1_AccountBalance__Output>
      AccountStatus: EnumTypeDefinition
      AuthenticateApiKeyRequest: MessageTypeDefinition<_billing_v1_AuthenticateApiKeyRequest, _billing_v1_AuthenticateApiKeyRequest__Output>
      AuthenticateApiKeyResponse: MessageTypeDefinition<_billing_v1_AuthenticateApiKeyResponse, _billing_v1_AuthenticateApiKeyResponse__Output>
      BalanceResponse: MessageTypeDefinition<_billing_v1_BalanceResponse, _billing_v1_BalanceResponse__Output>
      BillingService: SubtypeConstructor<typeof grpc.Client, _billing_v1_BillingServiceClient> & { service: _billing_v1_BillingServiceDefinition }
      CaptureHoldRequest: MessageTypeDefinition<_billing_v1_CaptureHoldRequest, _billing_v1_CaptureHoldRequest__Output>
      CreateAccountRequest: MessageTypeDefinition<_billing_v1_CreateAccountRequest, _billing_v1_CreateAccountRequest__Output>
      CreateAccountResponse: MessageTypeDefinition<_billing_v1_CreateAccountResponse, _billing_v1_CreateAccountResponse__Output>
      CreateApiKeyRequest: MessageTypeDefinition<_billing_v1_CreateApiKeyRequest, _billing_v1_CreateApiKeyRequest__Output>
      CreateApiKeyResponse: MessageTypeDefinition<_billing_v1_CreateApiKeyResponse, _billing_v1_CreateApiKeyResponse__Output>
      GetAccountRequest: MessageTypeDefinition<_billing_v1_GetAccountRequest, _billing_v1_GetAccountRequest__Output>
      GetBalanceRequest: MessageTypeDefinition<_billing_v1_GetBalanceRequest, _billing_v1_GetBalanceRequest__Output>
      GetBalancesRequest: MessageTypeDefinition<_billing_v1_GetBalancesRequest, _billing_v1_GetBalancesRequest__Output>
      GetBalancesResponse: MessageTypeDefinition<_billing_v1_GetBalancesResponse, _billing_v1_GetBalancesResponse__Output>
      GetPriceRequest: MessageTypeDefinition<_billing_v1_GetPriceRequest, _billing_v1_GetPriceRequest__Output>
      GetPriceResponse: MessageTypeDefinition<_billing_v1_GetPriceResponse, _billing_v1_GetPriceResponse__Output>
      GrantCreditsRequest: MessageTypeDefinition<_billing_v1_GrantCreditsRequest, _billing_v1_GrantCreditsRequest__Output>
      HoldResponse: MessageTypeDefinition<_billing_v1_HoldResponse, _billing_v1_HoldResponse__Output>
      HoldStatus: EnumTypeDefinition
      ReleaseHoldRequest: MessageTypeDefinition<_billing_v1_ReleaseHoldRequest, _billing_v1_ReleaseHoldRequest__Output>
      ReserveCreditsRequest: MessageTypeDefinition<_billing_v1_ReserveCreditsRequest, _billing_v1_ReserveCreditsRequest__Output>
      RevokeApiKeyRequest: MessageTypeDefinition<_billing_v1_RevokeApiKeyRequest, _billing_v1_RevokeApiKeyRequest__Output>
      RevokeApiKeyResponse: MessageTypeDefinition<_billing_v1_RevokeApiKeyResponse, _billing_v1_RevokeApiKeyResponse__Output>
      SetAccountStatusRequest: MessageTypeDefinition<_billing_v1_SetAccountStatusRequest, _billing_v1_SetAccountStatusRequest__Output>
    }
  }
}

