// Original file: sharing/v1/sharing.proto


export interface ResolveTokenRequest {
  'token'?: (string);
}

export interface ResolveTokenRequest__Output {
  'token': (string);
}
