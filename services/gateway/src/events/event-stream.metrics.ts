// Open event streams, and streams ended by the gateway rather than by their client.
import { lazyInstruments } from '@platform/telemetry';

export const eventStreamInstruments = lazyInstruments((meter) => ({
  open: meter.createUpDownCounter('gateway.event_streams.open', {
    description: 'Open GET /api/v2/events/ streams',
  }),
  ended: meter.createCounter('gateway.event_streams.ended', {
    description: 'Event streams the gateway ended, by reason (slow_client, draining, failed)',
  }),
}));
