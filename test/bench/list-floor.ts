// The project list's architecture floor, for the list benchmark's same-run reference: the same
// path with nothing of ours around it. A bare Koa app makes one bare grpc-js call per request to a
// bare grpc-js server, which runs the list's own prepared statement (the page with its computed
// shot figures, and the total) on a pg pool and answers JSON; the app answers that body. No auth,
// rate limit, spans, metrics, logs, validation or ORM: what the architecture (Koa, gRPC between
// processes, PostgreSQL) costs a page before the product's work. Two shapes of answer:
// - `rows`: the rows as JSON arrays, 6.6 KB a page of the bench's projects (the floor until
//   2026-11-29);
// - `page`: the page the contract defines, the same 21.6 KB the API answers: each row as the
//   project object of the spec (its keys, ISO times, nulls), and the page's links. The bench
//   checks that its projects equal the API's. The bytes are the contract's, not the product's
//   work: every implementation sends them, and they cost each process on the way (docs/benchmarks.md).
// Usage: node list-floor.ts service <port> <database url> <rows|page>
//        node list-floor.ts gateway <port> <service address> <account id> <rows|page>
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

const [role, portArg, target, ...rest] = process.argv.slice(2);
const shape = rest.at(-1);
const accountId = rest[0];
const port = Number(portArg);
if (shape !== 'rows' && shape !== 'page')
  throw new Error('the last argument is the shape of the answer: rows or page');
const service = realEstateProto().real_estate.v1.RealEstateService.service;
const PAGE = { limit: 20, offset: 0 };

/** Each column's position in the statement's rows. */
type Positions = Record<string, number>;
const positionsOf = (fields: readonly { name: string }[]): Positions =>
  Object.fromEntries(fields.map((field, index) => [field.name, index]));
const round = (value: number) => Math.round(value * 1000) / 1000;
const numberOrNull = (value: unknown) => (value === null ? null : Number(value));

/**
 * A row as the spec's project object, in the API's key order. The bench's projects reference no
 * logo, music, voice, voiceover or thumbnail, so those are null here (the API looks them up).
 */
function contractProject(row: unknown[], at: Positions) {
  return {
    id: row[at.id!],
    name: row[at.name!],
    description: row[at.description!],
    created_at: row[at.created_at!],
    updated_at: row[at.updated_at!],
    background_music: null,
    background_music_volume: Number(row[at.background_music_volume!]),
    logo_asset: null,
    speaker_voice: null,
    is_voiceover_enabled: row[at.is_voiceover_enabled!],
    is_captions_enabled: row[at.is_captions_enabled!],
    ai_generated_text: row[at.ai_generated_text!],
    video_style: row[at.video_style!],
    video_format: row[at.video_format!],
    model_code_name: row[at.model_code_name!],
    requested_output_width: row[at.requested_output_width!],
    requested_output_height: row[at.requested_output_height!],
    requested_video_aspect_ratio: row[at.requested_video_aspect_ratio!],
    duration_s: round(Number(row[at.duration_s!])),
    requested_duration_s: round(Number(row[at.requested_duration_s!])),
    street_address: row[at.street_address!],
    suburb: row[at.suburb!],
    state: row[at.state!],
    country_name: row[at.country_name!],
    city_name: row[at.city_name!],
    num_bedrooms: numberOrNull(row[at.num_bedrooms!]),
    num_bathrooms: numberOrNull(row[at.num_bathrooms!]),
    num_car_parking_spots: numberOrNull(row[at.num_car_parking_spots!]),
    num_floors: numberOrNull(row[at.num_floors!]),
    price_display: row[at.price_display!],
    land_size_value: numberOrNull(row[at.land_size_value!]),
    land_size_unit: row[at.land_size_unit!],
    real_estate_type: row[at.real_estate_type!],
    additional_information: row[at.additional_information!],
    intro_template_key: row[at.intro_template_key!],
    outro_template_key: row[at.outro_template_key!],
    intro_template_overrides: row[at.intro_template_overrides!] ?? {},
    outro_template_overrides: row[at.outro_template_overrides!] ?? {},
    shot_count: Number(row[at.shot_count!]),
    num_full_rendered_videos: Number(row[at.num_full_rendered_videos!]),
    ready_for_render: row[at.ready_for_render!] === true,
    voiceover: null,
    thumbnail: null,
  };
}

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
  let positions: Positions | undefined;
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
              const at = (positions ??= positionsOf(result.fields));
              const results =
                shape === 'page' ? result.rows.map((row) => contractProject(row, at)) : result.rows;
              done(null, { count, results_json: Buffer.from(JSON.stringify(results)) });
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
    const results = Buffer.from(page.results_json as Uint8Array).toString();
    ctx.type = 'application/json';
    if (shape === 'rows') {
      ctx.body = `{"count":${page.count},"results":${results}}`;
      return;
    }
    // The first page's links, as the API writes them (the request's own query, then the page's).
    const query = ctx.querystring ? `${ctx.querystring}&` : '';
    const next =
      Number(page.count) > PAGE.limit
        ? `"http://${ctx.host}${ctx.path}?${query}limit=${PAGE.limit}&offset=${PAGE.limit}"`
        : 'null';
    ctx.body = `{"count":${page.count},"next":${next},"previous":null,"results":${results}}`;
  });
  const server = app.listen(port, '127.0.0.1', () => console.log(`listening ${port}`));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
} else {
  throw new Error(
    'usage: list-floor.ts service <port> <database url> <rows|page> | gateway <port> <service address> <account id> <rows|page>',
  );
}
