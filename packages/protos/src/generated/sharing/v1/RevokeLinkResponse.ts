// Original file: sharing/v1/sharing.proto


export interface RevokeLinkResponse {
  'revoked'?: (boolean);
}

export interface RevokeLinkResponse__Output {
  'revoked': (boolean);
}
