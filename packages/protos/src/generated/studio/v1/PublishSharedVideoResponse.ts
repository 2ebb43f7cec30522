// Original file: studio/v1/studio.proto


export interface PublishSharedVideoResponse {
}

export interface PublishSharedVideoResponse__Output {
}
