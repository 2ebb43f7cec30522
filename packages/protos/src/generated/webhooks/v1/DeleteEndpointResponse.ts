// Original file: webhooks/v1/webhooks.proto


export interface DeleteEndpointResponse {
}

export interface DeleteEndpointResponse__Output {
}
