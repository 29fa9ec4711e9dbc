import pg from 'pg';
import { testConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { createCampaignsRepository } from '../apps/server/src/modules/campaigns/campaigns.repository';
import { createBenchDatabase, seedBenchDatabase } from './lib/bench-database';
import { seedBenchCreators, seedCampaignPool } from './lib/creators';

// Not a bench of `npm run bench` (run.ts skips profile-*.ts): PostgreSQL's plan of the CAMPAIGNS
// tab's first statement (`campaigns_dashboard`) on the load bench's database (the demo, 300
// campaigns, CREATORS bench creators with 30 invites each), for the demo creator and a bench
// creator: EXPLAIN (ANALYZE, BUFFERS) of the custom plan and of the generic plan the server's
// named statement runs after its fifth call, and the execution time of each, lowest of 20.
// Usage: BENCH_DATABASE_URL=… node --import tsx bench/profile-dashboard-sql.ts [CREATORS]
// (PLANS=1 prints each plan; PG_SET="enable_hashjoin=off" tries a planner setting.)
const CREATORS = Number(process.argv[2] ?? 1000);
const target = await createBenchDatabase('PostgreSQL', 'dashboard_sql');
try {
  await seedBenchDatabase(target, async (db) => {
    const pool = await seedCampaignPool(db, 300);
    await seedBenchCreators(db, pool, { count: CREATORS, invitesEach: 30, prefix: 'load' });
  });
  // The statement's text, as the server sends it: caught on its way to the pool.
  const database = await openDatabase(
    testConfig({ database: { kind: 'postgres', url: target.url! } }).database,
  );
  let text = '';
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const config = args[0] as { name?: string; text?: string };
    if (typeof config === 'object' && config?.name === 'campaigns_dashboard') text = config.text!;
    return query(...args);
  };
  const ids = await database.db.execute(
    `select id, email from users where email in ('creator@demo.test', 'load-1@bench.test') order by email` as never,
  );
  const people = ids.rows as { id: number; email: string }[];
  await createCampaignsRepository(database.db).readDashboard(people[0]!.id);
  await database.close();
  if (!text) throw new Error('campaigns_dashboard was not seen');
  const params = new Set(text.match(/\$\d+/g)).size;
  const admin = new pg.Client({ connectionString: target.url! });
  await admin.connect();
  await admin.query('analyze');
  const counts = await admin.query(
    `select (select count(*) from campaigns) campaigns, (select count(*) from invites) invites,
       (select count(*) from brands) brands, (select count(*) from content) content`,
  );
  console.log('rows:', counts.rows[0]);
  // PG_SET="enable_hashjoin=off,…": planner settings to try another plan shape.
  for (const setting of process.env.PG_SET?.split(',') ?? []) await admin.query(`set ${setting}`);
  await admin.query(`prepare dashboard as ${text}`);
  for (const person of people) {
    const args = Array.from({ length: params }, () => person.id).join(', ');
    for (const mode of ['force_custom_plan', 'force_generic_plan']) {
      await admin.query(`set plan_cache_mode = ${mode}`);
      const times: number[] = [];
      let plan = '';
      for (let i = 0; i < 20; i++) {
        const r = await admin.query(`explain (analyze, buffers) execute dashboard(${args})`);
        const lines = r.rows.map((row: Record<string, string>) => row['QUERY PLAN']!);
        times.push(Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1]));
        plan = lines.join('\n');
      }
      console.log(
        `\n== ${person.email}, ${mode}: execution lowest ${Math.min(...times).toFixed(3)} ms, median ${[...times].sort((x, y) => x - y)[10]!.toFixed(3)} ms`,
      );
      if (process.env.PLANS) console.log(plan);
    }
  }
  await admin.end();
} finally {
  await target.drop();
}
