// CI guard: the PostgreSQL lane of the API suites must run, so fail loudly when the server is not there.
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.error('TEST_DATABASE_URL is not set');
  process.exit(1);
}
const client = new pg.Client({ connectionString: url });
try {
  await client.connect();
  const { rows } = await client.query('select version()');
  console.log(`== PostgreSQL lane: ${rows[0].version}`);
  await client.end();
} catch (err) {
  console.error(`PostgreSQL lane unavailable at ${url}: ${err.message}`);
  process.exit(1);
}
