// Original file: enhancement/v1/enhancement.proto


export interface DeleteInputVideoResponse {
}

export interface DeleteInputVideoResponse__Output {
}
