// What reading rows through MikroORM costs against the explicit SQL the repositories run (issue
// 31: which of the two is each table's one source). The hot reads of a job owner, on studio's
// jobs table (30 columns): one job by id, and a page of 20 with its total. Each way ends in the
// same domain record:
// - sql: the repository (`em.execute`, rows decoded by the table's definition, tables.ts);
// - sql-hand: the same SQL with the hand-written row mapper the repository had before (kept here
//   only as the reference the definition's decoder must match);
// - em: `em.findOne` / `em.findAndCount` on the entity (identity map off, as a read-only unit
//   of work would), then the entity to the record;
// - qb: the query builder, rows mapped to property names without entities, then to the record.
// One process, one database, one connection pool; the ways take turns batch by batch, each call
// on a fresh fork as the unit of work does. Reported per call: wall time (p50) and this process's
// CPU time (what a service spends beside the database), with sql as the same-run reference.
import { Credits } from '@platform/catalogue';
import { createOrm, migrate, timestampFromRow, type EntityManager } from '@platform/db';
import { createTestDatabase } from '@platform/testkit';
import type { JobRecord, Slice } from '../../services/studio/src/domain/records.ts';
import { STUDIO_SCHEMA, studioEntities } from '../../services/studio/src/persistence/entities.ts';
import { JobsRepository } from '../../services/studio/src/persistence/jobs.repository.ts';
import { studioMigrations } from '../../services/studio/src/persistence/migrations/index.ts';
import { jobs } from '../../services/studio/src/persistence/tables.ts';

/** The entity of studio.jobs, from its table definition (studio's ORM itself lists only the bus's). */
const JobEntity = jobs.entity;

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const BATCH = 50;
const JOBS = 500;
const PAGE = { limit: 20, offset: 40 };
const ACCOUNT = '42';

type Entityish = Record<string, unknown>;

/** An entity (or a query builder row with property names) to the record. */
function recordFromProperties(row: Entityish): JobRecord {
  const nullable = <T>(value: unknown) => (value ?? null) as T | null;
  return {
    id: String(row.id),
    accountId: String(row.accountId),
    kind: row.kind as JobRecord['kind'],
    status: row.status as JobRecord['status'],
    projectId: nullable(row.projectId),
    shotId: nullable(row.shotId),
    projectRealEstateId: nullable(row.projectRealEstateId),
    realEstateShotId: nullable(row.realEstateShotId),
    realEstateImageId: nullable(row.realEstateImageId),
    modelName: String(row.modelName),
    modelConfig: (row.modelConfig as Record<string, unknown>) ?? {},
    prompt: String(row.prompt),
    styleSettings: (row.styleSettings as string[]) ?? [],
    numRequestedImages: nullable(row.numRequestedImages),
    imageAssetId: nullable(row.imageAssetId),
    fidelityLevel: nullable(row.fidelityLevel),
    requestedResolution: nullable(row.requestedResolution),
    requestedVideoDuration: nullable(row.requestedVideoDuration),
    cameraMovement: nullable(row.cameraMovement),
    quote: Credits.parse(String(row.quote)),
    charged: row.charged === null || row.charged === undefined ? null : Credits.parse(String(row.charged)),
    description: String(row.description),
    webhookUrl: nullable(row.webhookUrl),
    errorMessage: String(row.errorMessage),
    outputTextId: nullable(row.outputTextId),
    outputVideoId: nullable(row.outputVideoId),
    outputLastFrameId: nullable(row.outputLastFrameId),
    createdAt: row.createdAt instanceof Date ? row.createdAt : new Date(String(row.createdAt)),
    startedAt: row.startedAt ? new Date(row.startedAt as Date) : null,
    finishedAt: row.finishedAt ? new Date(row.finishedAt as Date) : null,
  };
}

/** Studio's row mapper before the table definitions (issue 31): the decoder's reference. */
function handMappedJob(row: Record<string, unknown>): JobRecord {
  const str = (value: unknown) => String(value);
  const strOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));
  const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const dateOrNull = (value: unknown) =>
    value === null || value === undefined ? null : timestampFromRow(value);
  return {
    id: str(row.id),
    accountId: str(row.account_id),
    kind: row.kind as JobRecord['kind'],
    status: row.status as JobRecord['status'],
    projectId: strOrNull(row.project_id),
    shotId: strOrNull(row.shot_id),
    projectRealEstateId: strOrNull(row.project_real_estate_id),
    realEstateShotId: strOrNull(row.real_estate_shot_id),
    realEstateImageId: strOrNull(row.real_estate_image_id),
    modelName: str(row.model_name),
    modelConfig: (row.model_config as Record<string, unknown> | null) ?? {},
    prompt: str(row.prompt),
    styleSettings: (row.style_settings as string[] | null) ?? [],
    numRequestedImages: numOrNull(row.num_requested_images),
    imageAssetId: strOrNull(row.image_asset_id),
    fidelityLevel: strOrNull(row.fidelity_level),
    requestedResolution: strOrNull(row.requested_resolution),
    requestedVideoDuration: numOrNull(row.requested_video_duration),
    cameraMovement: strOrNull(row.camera_movement) as JobRecord['cameraMovement'],
    quote: Credits.parse(str(row.quote)),
    charged: row.charged === null || row.charged === undefined ? null : Credits.parse(str(row.charged)),
    description: str(row.description),
    webhookUrl: strOrNull(row.webhook_url),
    errorMessage: str(row.error_message),
    outputTextId: strOrNull(row.output_text_id),
    outputVideoId: strOrNull(row.output_video_id),
    outputLastFrameId: strOrNull(row.output_last_frame_id),
    createdAt: timestampFromRow(row.created_at),
    startedAt: dateOrNull(row.started_at),
    finishedAt: dateOrNull(row.finished_at),
  };
}

type Row = Record<string, unknown>;

interface Way {
  byId(em: EntityManager, id: string): Promise<JobRecord | null>;
  page(em: EntityManager): Promise<Slice<JobRecord>>;
}

const where = { accountId: ACCOUNT, kind: 'image_to_text' } as const;
const WAYS: Record<string, Way> = {
  sql: {
    byId: (em, id) => new JobsRepository(em).find(ACCOUNT, 'image_to_text', id),
    page: (em) => new JobsRepository(em).list(ACCOUNT, 'image_to_text', null, PAGE),
  },
  'sql-hand': {
    byId: async (em, id) => {
      const rows = await em.execute<Row[]>(
        `select * from studio.jobs where id = ? and account_id = ? and kind = ?`,
        [id, ACCOUNT, where.kind],
      );
      return rows[0] ? handMappedJob(rows[0]) : null;
    },
    page: async (em) => {
      const [counted] = await em.execute<Row[]>(
        'select count(*) as n from studio.jobs where account_id = ? and kind = ?',
        [ACCOUNT, where.kind],
      );
      const rows = await em.execute<Row[]>(
        'select * from studio.jobs where account_id = ? and kind = ? order by created_at desc, id desc limit ? offset ?',
        [ACCOUNT, where.kind, PAGE.limit, PAGE.offset],
      );
      return { count: Number(counted?.n ?? 0), results: rows.map(handMappedJob) };
    },
  },
  em: {
    byId: async (em, id) => {
      const row = await em.findOne(JobEntity, { id, ...where }, { disableIdentityMap: true });
      return row ? recordFromProperties(row as Entityish) : null;
    },
    page: async (em) => {
      const [rows, count] = await em.findAndCount(JobEntity, where, {
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: PAGE.limit,
        offset: PAGE.offset,
        disableIdentityMap: true,
      });
      return { count, results: rows.map((row) => recordFromProperties(row as Entityish)) };
    },
  },
  qb: {
    byId: async (em, id) => {
      const rows = await em
        .createQueryBuilder(JobEntity)
        .select('*')
        .where({ id, ...where })
        .execute<Entityish[]>('all', true);
      return rows[0] ? recordFromProperties(rows[0]) : null;
    },
    page: async (em) => {
      const [counted, rows] = [
        await em.createQueryBuilder(JobEntity).count().where(where).execute<{ count: number }>('get'),
        await em
          .createQueryBuilder(JobEntity)
          .select('*')
          .where(where)
          .orderBy({ createdAt: 'desc', id: 'desc' })
          .limit(PAGE.limit)
          .offset(PAGE.offset)
          .execute<Entityish[]>('all', true),
      ];
      return { count: Number(counted.count), results: rows.map(recordFromProperties) };
    },
  },
};

async function seed(em: EntityManager): Promise<string[]> {
  const ids: string[] = [];
  const repository = new JobsRepository(em);
  for (let i = 0; i < JOBS; i += 1) {
    const id = `0190a0b0-0000-7000-8000-${String(i).padStart(12, '0')}`;
    ids.push(id);
    await repository.insert({
      ...recordFromProperties({
        id,
        accountId: i % 5 === 0 ? '7' : ACCOUNT,
        kind: 'image_to_text',
        status: 'queued',
        modelName: 'flux-dev',
        modelConfig: { guidance: 3.5, steps: 28 },
        prompt: `a lighthouse at dusk, take ${i}`,
        styleSettings: ['cinematic'],
        numRequestedImages: 1,
        quote: '1.2500',
        description: '',
        errorMessage: '',
        createdAt: new Date(Date.UTC(2026, 10, 1, 0, 0, i)),
      }),
    });
  }
  return ids.filter((_, i) => i % 5 !== 0);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;
/** The same record whichever way read it. */
const comparable = (value: unknown) =>
  JSON.stringify(value, (_, v: unknown) => {
    if (v instanceof Credits) return v.format();
    // Key order is not the record's content (the ways build their objects in different orders).
    if (v !== null && typeof v === 'object' && !Array.isArray(v))
      return Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)));
    return v;
  });

export async function benchOrmRead(): Promise<string> {
  const database = await createTestDatabase('bench_orm');
  const orm = await createOrm({
    url: database.url,
    schema: STUDIO_SCHEMA,
    entities: [...studioEntities, JobEntity],
    migrations: studioMigrations,
  });
  try {
    await migrate(orm, STUDIO_SCHEMA);
    const ids = await seed(orm.em.fork());
    // Each way must give the very records the repository gives, or its time means nothing.
    const reference = WAYS.sql!;
    for (const [name, way] of Object.entries(WAYS)) {
      const [one, expected] = [
        await way.byId(orm.em.fork(), ids[3]!),
        await reference.byId(orm.em.fork(), ids[3]!),
      ];
      const [page, expectedPage] = [await way.page(orm.em.fork()), await reference.page(orm.em.fork())];
      if (comparable(one) !== comparable(expected) || comparable(page) !== comparable(expectedPage))
        throw new Error(`${name} reads other records than sql`);
    }
    const results: string[] = [];
    for (const [label, call] of [
      ['job by id', (way: Way, i: number) => way.byId(orm.em.fork(), ids[i % ids.length]!)],
      ['page of 20 + total', (way: Way) => way.page(orm.em.fork())],
    ] as const) {
      const wall = new Map<string, number[]>(Object.keys(WAYS).map((name) => [name, []]));
      const cpu = new Map<string, number>(Object.keys(WAYS).map((name) => [name, 0]));
      for (let round = -3; round < ROUNDS; round += 1) {
        for (const [name, way] of Object.entries(WAYS)) {
          const cpuStart = process.cpuUsage();
          for (let i = 0; i < BATCH; i += 1) {
            const start = performance.now();
            await call(way, round * BATCH + i + 1000);
            if (round >= 0) wall.get(name)!.push(performance.now() - start);
          }
          const used = process.cpuUsage(cpuStart);
          if (round >= 0) cpu.set(name, cpu.get(name)! + used.user + used.system);
        }
      }
      const calls = ROUNDS * BATCH;
      const sqlCpu = cpu.get('sql')! / calls;
      const sqlWall = median(wall.get('sql')!);
      for (const name of Object.keys(WAYS)) {
        const cpuPerCall = cpu.get(name)! / calls;
        const p50 = median(wall.get(name)!);
        results.push(
          `| ${label} | ${name} | ${(p50 * 1000).toFixed(0)} µs | ${(p50 / sqlWall).toFixed(2)} | ${cpuPerCall.toFixed(0)} µs | ${(cpuPerCall / sqlCpu).toFixed(2)} |`,
        );
      }
    }
    return [
      `studio.jobs, ${JOBS} rows; ${ROUNDS} rounds of ${BATCH} calls per way, the ways taking turns; every call on a fresh fork.`,
      '',
      '| read | way | wall p50 | × sql | CPU per call | × sql |',
      '|---|---|---|---|---|---|',
      ...results,
    ].join('\n');
  } finally {
    await orm.close();
    await database.drop();
  }
}
