// Admission decisions by lane and, for refusals, by what refused them; requests in flight by lane.
import { lazyInstruments } from '@platform/telemetry';

export const admissionInstruments = lazyInstruments((meter) => ({
  requests: meter.createCounter('gateway.admission.requests', {
    description: 'Requests admitted or refused by admission control, by lane (api, upload, stream, health), outcome and reason (in_flight, account, loop_delay)',
  }),
  inFlight: meter.createUpDownCounter('gateway.admission.in_flight', { description: 'Requests admitted and not yet answered, by lane' }),
}));
