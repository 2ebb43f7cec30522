import sharp from 'sharp';
import { describeImage } from '../src/engines/image-describe.engine.ts';
const w = 800, h = 600; const px = Buffer.alloc(w*h*3);
for (let y=0;y<h;y++) for (let x=0;x<w;x++){ const i=(y*w+x)*3; if (y<h/2){px[i]=110;px[i+1]=170;px[i+2]=235;} else {px[i]=50+(x*13+y*7)%40;px[i+1]=150+(x*5+y*11)%50;px[i+2]=40;} }
await sharp(px,{raw:{width:w,height:h,channels:3}}).png().toFile('/tmp/cmx/out.png');
await sharp(px,{raw:{width:w,height:h,channels:3}}).blur(4).png().toFile('/tmp/cmx/outblur.png');
await sharp({create:{width:640,height:480,channels:3,background:{r:20,g:18,b:25}}}).png().toFile('/tmp/cmx/dark.png');
for (const f of ['out','outblur','dark','image-1']) for (const fid of ['low','mid','high'] as const) { const r = await describeImage({imagePath:`/tmp/cmx/${f}.png`, fidelity: fid},{tmpDir:'/tmp'}); console.log(f, fid, r.text.length, r.text); }
