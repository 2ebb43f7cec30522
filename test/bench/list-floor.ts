// The project list's architecture floor, for the list benchmark's same-run reference: the same
// path with nothing of ours around it. A bare Koa app makes one bare grpc-js call per request to a
// bare grpc-js server, which runs the list's own prepared statement (the page with its computed
// shot figures, and the total) on a pg pool and answers its rows as JSON; the app answers that
// body. No auth, rate limit, spans, metrics, logs, validation, ORM or presentation: what the
// architecture (Koa, gRPC between processes, PostgreSQL) costs a page before the product's work.
// Usage: node list-floor.ts service <port> <database url>
//        node list-floor.ts gateway <port> <service address> <account id>
import Koa from 'koa';
import pg from 'pg';
import {
  Client,
  Server,
  ServerCredentials,
  credentials,
  type sendUnaryData,
  type ServerUnaryCall,
} from '@grpc/grpc-js';
import { startupOptions } from '@platform/db';
import { FLOW_CONTROL_WINDOW_BYTES } from '@platform/grpc';
import { realEstateProto } from '@platform/protos';
import type { ListProjectsRequest__Output } from '@platform/protos/generated/real_estate/v1/ListProjectsRequest.ts';
import type { ProjectListPage } from '@platform/protos/generated/real_estate/v1/ProjectListPage.ts';
import {
  LIST_SESSION_SETTINGS,
  listStatementFor,
} from '../../services/real-estate/src/persistence/projects.repository.ts';

const [role, portArg, target, accountId] = process.argv.slice(2);
const port = Number(portArg);
const service = realEstateProto().real_estate.v1.RealEstateService.service;
const PAGE = { limit: 20, offset: 0 };

if (role === 'service') {
  // The service's pool: real estate's size (DATABASE_POOL_MAX's default) and session settings.
  const pool = new pg.Pool({
    connectionString: target,
    max: 5,
    options: startupOptions(LIST_SESSION_SETTINGS),
  });
  const statement = listStatementFor({
    createdAfter: null,
    createdBefore: null,
    updatedAfter: null,
    updatedBefore: null,
    orderBy: 'created_at',
    descending: true,
  });
  const server = new Server();
  server.addService(
    { ListProjects: service.ListProjects },
    {
      ListProjects: (
        call: ServerUnaryCall<ListProjectsRequest__Output, ProjectListPage>,
        done: sendUnaryData<ProjectListPage>,
      ) => {
        pool
          .query<unknown[]>({
            name: statement.name,
            text: statement.text,
            values: [call.request.account_id, PAGE.limit, PAGE.offset],
            rowMode: 'array',
          })
          .then(
            (result) => {
              const count = result.rows.length > 0 ? Number(result.rows[0]!.at(-1)) : 0;
              done(null, { count, results_json: Buffer.from(JSON.stringify(result.rows)) });
            },
            (err: Error) => done(err),
          );
      },
    },
  );
  server.bindAsync(`127.0.0.1:${port}`, ServerCredentials.createInsecure(), (err) => {
    if (err) throw err;
    console.log(`listening ${port}`);
  });
  process.on('SIGTERM', () => server.tryShutdown(() => void pool.end().then(() => process.exit(0))));
} else if (role === 'gateway') {
  // The same HTTP/2 window as the platform's clients (@platform/grpc): pages are 21 KB.
  const client = new Client(target!, credentials.createInsecure(), {
    'grpc-node.flow_control_window': FLOW_CONTROL_WINDOW_BYTES,
  });
  const list = () =>
    new Promise<ProjectListPage>((resolve, reject) =>
      client.makeUnaryRequest(
        service.ListProjects.path,
        service.ListProjects.requestSerialize,
        service.ListProjects.responseDeserialize,
        { account_id: accountId, page: PAGE },
        (err, page) => (err ? reject(err) : resolve(page as ProjectListPage)),
      ),
    );
  const app = new Koa();
  app.use(async (ctx) => {
    const page = await list();
    ctx.type = 'application/json';
    ctx.body = `{"count":${page.count},"results":${Buffer.from(page.results_json as Uint8Array).toString()}}`;
  });
  const server = app.listen(port, '127.0.0.1', () => console.log(`listening ${port}`));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
} else {
  throw new Error(
    'usage: list-floor.ts service <port> <database url> | gateway <port> <service address> <account id>',
  );
}
