import { featureStill } from '../src/engines/camera-move.test-support.ts';
await featureStill('/tmp/cmx/feature.png', { width: 1280, height: 720 });
