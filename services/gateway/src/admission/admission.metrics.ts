// Admission decisions by lane and, for refusals, by what refused them; requests in flight by lane.
import { lazyInstruments } from '@platform/telemetry';

export const admissionInstruments = lazyInstruments((meter) => ({
  requests: meter.createCounter('gateway.admission.requests', {
    description:
      'Requests admitted or refused by admission control, by lane (api, upload, stream, health), outcome and reason (in_flight, account, loop_delay)',
  }),
  refusalMs: meter.createHistogram('gateway.admission.refusal_duration', {
    description:
      "A refusal's time in the gateway from the request's arrival (the loop's delay when it was read, plus its handling), by lane",
    unit: 'ms',
    advice: { explicitBucketBoundaries: [0.5, 1, 2, 5, 10, 25, 50, 100, 250, 1000] },
  }),
  inFlight: meter.createUpDownCounter('gateway.admission.in_flight', {
    description: 'Requests admitted and not yet answered, by lane',
  }),
}));
