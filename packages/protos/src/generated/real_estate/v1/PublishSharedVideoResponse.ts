// Original file: real_estate/v1/real_estate.proto


export interface PublishSharedVideoResponse {
}

export interface PublishSharedVideoResponse__Output {
}
