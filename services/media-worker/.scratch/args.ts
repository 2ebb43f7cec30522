import { cameraMoveArgs } from '../src/engines/camera-move.args.ts';
import { planCameraMove } from '../src/engines/camera-move.plan.ts';
const [movement, res, dur] = process.argv.slice(2);
const plan = planCameraMove({ stillWidth: 1280, stillHeight: 720, movement: movement as never, resolution: res as never, durationS: Number(dur) });
console.log(JSON.stringify(['-hide_banner','-nostdin','-y','-loglevel','error', ...cameraMoveArgs(plan, { kind: 'image', path: '/tmp/cmx/'+(process.env.STILL??"feature.png")+'' }, '/tmp/cmx/o.mp4')]));
