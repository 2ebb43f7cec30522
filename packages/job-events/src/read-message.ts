// The job as the read endpoint shows it: the owner's read handler answer goes through the same
// serialisation as on the wire (so defaults, int64 strings and enum names are what the gateway
// sees), then through the same presenter as the gateway's read route.
export interface ResponseCodec<In, Out> {
  responseSerialize(value: In): Buffer;
  responseDeserialize(bytes: Buffer): Out;
}

export function asReadAnswer<In, Out>(method: ResponseCodec<In, Out>, message: In): Out {
  return method.responseDeserialize(method.responseSerialize(message));
}
