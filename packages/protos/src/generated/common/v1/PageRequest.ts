// Original file: common/v1/common.proto


export interface PageRequest {
  'limit'?: (number);
  'offset'?: (number);
}

export interface PageRequest__Output {
  'limit': (number);
  'offset': (number);
}
