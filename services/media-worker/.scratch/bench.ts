const which = process.argv[2];
if (which === 'camera') console.log(await (await import('../../../test/bench/camera-move.bench.ts')).benchCameraMove());
else console.log(await (await import('../../../test/bench/media-memory.bench.ts')).benchMediaMemory());
