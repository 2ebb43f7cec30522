// The baseline: a bare Koa hello-world on the same machine, measured in the same run.
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { hello: 'world' };
});
const port = Number(process.argv[2] ?? 0);
const server = app.listen(port, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`listening ${address.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
