/**
 * Generated data of the price benchmark, set-based (INSERT … SELECT over generate_series, after setseed): the price
 * list (200 items × 5 years of daily points, the exchange settlements beside them) and a million deals for the own-deal
 * index. Runs on one connection of the bench's own database.
 */
export type TExec = (text: string) => Promise<Record<string, unknown>[]>;

const FIRST_DAY = '2021-11-22';
const LAST_DAY = '2026-11-20';

export async function generatePriceList(exec: TExec, opts: { items: number }): Promise<{ items: number; points: number; settlements: number; firstDay: string; lastDay: string }> {
  await exec(`select setseed(0.1414)`);
  // Items across the top-level families, three in four international (USD), the rest China (CNY).
  await exec(`
    insert into price_items (code, market, category_id, description, description_zh, location, port)
    select 'BENCH-' || lpad(n::text, 4, '0'), case when n % 4 = 0 then 'cn' else 'intl' end,
      fam.ids[1 + n % array_length(fam.ids, 1)], 'Bench grade ' || n, '基准品种 ' || n, 'Rotterdam', 'Rotterdam'
    from generate_series(1, ${opts.items}) n,
      (select array_agg(id order by id) as ids from categories where parent_id is null) fam`);
  // Every day of five years, three of the five prices, a slow wave plus noise around the item's level.
  await exec(`
    insert into price_points (item_id, price_date, purchase_price, export_sales_price, cif_cnf_price)
    select i.id, g.d::date,
      round((lvl * (1 + 0.08 * sin(g.k / 40.0)) + random() * 20)::numeric, 2),
      round((lvl * 1.04 * (1 + 0.08 * sin(g.k / 40.0)) + random() * 20)::numeric, 2),
      round((lvl * 1.09 * (1 + 0.08 * sin(g.k / 40.0)) + random() * 20)::numeric, 2)
    from (select id, (500 + (hashtext(code) & 8191))::numeric as lvl from price_items where code like 'BENCH-%') i
    cross join generate_series('${FIRST_DAY}'::date, '${LAST_DAY}'::date, interval '1 day') with ordinality as g(d, k)`);
  await exec(`
    insert into reference_prices (basis, unit, price_date, price, source)
    select b.basis, b.unit, g.d::date, round((b.lvl * (1 + 0.1 * sin(g.k / 50.0)))::numeric, 4), 'bench'
    from (values ('LME', 'USD_PER_MT', 9500), ('SHCU', 'CNY_PER_MT', 70000), ('BTAL', 'CNY_PER_MT', 19000)) as b(basis, unit, lvl)
    cross join generate_series('${FIRST_DAY}'::date, '${LAST_DAY}'::date, interval '1 day') with ordinality as g(d, k)
    on conflict (basis, price_date) do nothing`);
  await exec('vacuum analyze price_items');
  await exec('vacuum analyze price_points');
  await exec('vacuum analyze reference_prices');
  const n = async (table: string, where = 'true') => Number((await exec(`select count(*)::int as n from ${table} where ${where}`))[0]!.n);
  return { items: await n('price_items', `code like 'BENCH-%'`), points: await n('price_points'), settlements: await n('reference_prices'), firstDay: FIRST_DAY, lastDay: LAST_DAY };
}

/**
 * A million deals for the own-deal index: 60 companies (120 users, two per company, a few agent links joining some
 * into one independence group), 40 grades, contracts spread over five years with one line each — 85 % fixed-price
 * lines, the rest formula lines whose price comes from a confirmed fix per contract. The index reads contracts, their
 * lines, fixes, ask details (the grade), users and agent links only, so the asks and quotes the contracts name are not
 * generated: this database's foreign-key triggers are off for the load (session_replication_role = replica) and the
 * "one live contract per ask" index is dropped, neither of which the statement uses.
 */
export async function generateDeals(exec: TExec, opts: { deals: number }): Promise<{ deals: number; lines: number; fixes: number; companies: number; grades: number; seconds: number }> {
  const started = performance.now();
  await exec(`select setseed(0.2718)`);
  await exec(`set session_replication_role = replica`);
  await exec(`drop index if exists contracts_live_ask_key`);
  await exec(`insert into companies (name) select 'Bench company ' || n from generate_series(1, 60) n`);
  await exec(`
    insert into users (company_id, email, user_state, user_type)
    select c.id, 'bench-' || c.rn || '-' || k || '@bench.test', 3, case when k = 1 then 'Supplier' else 'Buyer' end
    from (select id, row_number() over (order by name) as rn from companies where name like 'Bench company %') c cross join generate_series(1, 2) k`);
  // Agents: companies 1–5 act for 6–10 (so five "companies" are one for the index).
  await exec(`
    insert into agent_links (agent_user_id, seller_user_id)
    select a.id, s.id
    from (select id, row_number() over (order by id) as r from users where email like 'bench-%-1@bench.test') a
    join (select id, row_number() over (order by id) as r from users where email like 'bench-%-1@bench.test') s on s.r = a.r + 5
    where a.r <= 5`);
  await exec(`
    create temp table bench_grades as
    select row_number() over (order by id) as g, id as sub_category_id from (select id from categories where parent_id is not null order by id limit 40) x`);
  await exec(`
    insert into ask_details (ask_id, sub_category_id, currency, detail_name)
    select gen_random_uuid(), sub_category_id, 'USD', 'Bench line ' || g from bench_grades`);
  await exec(`create temp table bench_details as select row_number() over (order by d.sub_category_id) as g, d.id from ask_details d where d.detail_name like 'Bench line %'`);
  await exec(`create temp table bench_users as select row_number() over (order by email) as u, id from users where email like 'bench-%'`);
  await exec(`
    insert into contracts (contract_no, status, ask_id, quote_id, buyer_user_id, seller_user_id, market, currency, term, prepay_rate, deposit_ratio, balance_ratio, payment_timing, fixing_side, total_weight, deal_at)
    select 'B' || n, case when n % 50 = 0 then 'voided' else 'signed' end, gen_random_uuid(), gen_random_uuid(),
      bu.ids[1 + (n * 7) % array_length(bu.ids, 1)], bu.ids[1 + (n * 13 + 1) % array_length(bu.ids, 1)],
      'intl', 'USD', 'CIF', 1, 20, 80, 'before_shipment', 'buyer', 20, timestamptz '${FIRST_DAY} 00:00+00' + ((n % 1820) * interval '1 day') + ((n % 86400) * interval '1 second')
    from generate_series(1, ${opts.deals}) n, (select array_agg(id order by u) as ids from bench_users) bu`);
  await exec(`
    insert into contract_lines (contract_id, ask_detail_id, quote_type, deduction, price, weight)
    select c.id, d.ids[1 + abs(hashtext(c.contract_no)) % array_length(d.ids, 1)],
      case when random() < 0.85 then 'FIXED' else 'LME' end, 0, round((3000 + random() * 6000)::numeric, 2), round((10 + random() * 15)::numeric, 3)
    from contracts c, (select array_agg(id order by g) as ids from bench_details) d
    where c.contract_no like 'B%'`);
  await exec(`
    insert into shipment_price_fixes (contract_line_id, shipment_id, contract_id, status, basis, settlement_date, settlement_price, price_per_mt, currency, net_weight, amount)
    select l.id, gen_random_uuid(), l.contract_id, 'confirmed', 'LME', date '2026-01-05', 9500, p, 'USD', l.weight, round(p * l.weight, 2)
    from (select *, round((8000 + random() * 2000)::numeric, 2) as p from contract_lines where quote_type <> 'FIXED') l`);
  await exec(`set session_replication_role = origin`);
  for (const t of ['companies', 'users', 'agent_links', 'ask_details', 'contracts', 'contract_lines', 'shipment_price_fixes']) await exec(`vacuum analyze ${t}`);
  const n = async (sql: string) => Number((await exec(sql))[0]!.n);
  return {
    deals: await n(`select count(*)::int as n from contracts where contract_no like 'B%'`),
    lines: await n(`select count(*)::int as n from contract_lines`),
    fixes: await n(`select count(*)::int as n from shipment_price_fixes`),
    companies: 60,
    grades: Number((await exec(`select count(*)::int as n from bench_details`))[0]!.n),
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
