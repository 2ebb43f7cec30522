import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { CallerContext as _common_v1_CallerContext, CallerContext__Output as _common_v1_CallerContext__Output } from './common/v1/CallerContext.ts';
import type { PageInfo as _common_v1_PageInfo, PageInfo__Output as _common_v1_PageInfo__Output } from './common/v1/PageInfo.ts';
import type { PageRequest as _common_v1_PageRequest, PageRequest__Output as _common_v1_PageRequest__Output } from './common/v1/PageRequest.ts';

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
}

