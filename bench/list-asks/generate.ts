import { searchKeyOf, searchPatternsOf } from '@scrapbridge/domain/material-search';
import { gradeFixtures, lit } from './fixtures.ts';

/** One statement, no parameters; the rows it returns. PostgreSQL (one pg client) and PGlite both provide it. */
export type TExec = (text: string) => Promise<Record<string, unknown>[]>;

export type TGenerateOptions = {
  asks: number;
  sellers: number;
  /** setseed() value: the same data on every run and on both databases (up to plan order). */
  seed: number;
  log: (msg: string) => void;
};

export type TGenerateReport = {
  seconds: number;
  stepSeconds: Record<string, number>;
  rows: { asks: number; askDetails: number; askMedia: number; files: number; sellers: number };
  asksByState: Record<string, number>;
  asksByMarket: Record<string, number>;
  liveAsksByMarket: Record<string, number>;
  /** Share of live asks (both markets) whose search key matches each keyword, as the app searches it. */
  searchHitShare: Record<string, number>;
  /** Search keys recomputed in JS (searchKeyOf, as prepareAskWrite writes them) for a sample: all must match. */
  searchKeyCheck: { sampled: number; mismatches: number };
};

export const SEARCH_WORDS = ['copper', 'busheling', '黄铜', '铜线'];

/**
 * Generates the listings set-based (INSERT … SELECT over generate_series with random(), no row-by-row round
 * trips): sellers with companies, asks spread over the seeded categories, countries, ports and quote types,
 * 3 detail lines per ask on average (exactly 1-5, uniformly), 1-3 pictures per line (and a video on some), with
 * the files rows the cards read. The ask-level columns the buyer list filters on (total_weight, sort_price,
 * category_ids, sub_category_ids, quote_types, search_key) are derived from the lines exactly as prepareAskWrite
 * derives them; a sample of search keys is recomputed with the domain's searchKeyOf to prove it.
 */
export async function generateListings(exec: TExec, opts: TGenerateOptions): Promise<TGenerateReport> {
  const started = performance.now();
  const stepSeconds: Record<string, number> = {};
  const step = async (name: string, sqls: string[]) => {
    const t0 = performance.now();
    for (const text of sqls) await exec(text);
    stepSeconds[name] = round((performance.now() - t0) / 1000, 2);
    opts.log(`  ${name}: ${stepSeconds[name]} s`);
  };
  const N = Math.floor(opts.asks);
  const S = Math.floor(opts.sellers);

  const categories = await exec('select id, code from categories');
  const grades = gradeFixtures(new Map(categories.map((c) => [String(c.code), Number(c.id)])));
  const picks = grades.flatMap((g) => Array.from({ length: g.pop }, () => g.gi));
  const P = picks.length;

  await exec(`select setseed(${opts.seed})`);

  await step('reference tables', [
    `create temp table bg_grade (gi int primary key, family_id int not null, grade_id int not null, grade_code text not null, metal text not null,
       price numeric not null, w_min numeric not null, w_max numeric not null, cat_key text not null, fam_k int not null, fam_n int not null)`,
    `insert into bg_grade values ${grades
      .map((g) => `(${g.gi}, ${g.familyId}, ${g.gradeId}, ${lit(g.gradeCode)}, ${lit(g.metal)}, ${g.price}, ${g.wMin}, ${g.wMax}, ${lit(g.catKey)}, ${g.famK}, ${g.famN})`)
      .join(', ')}`,
    'create unique index on bg_grade (family_id, fam_k)',
    'create temp table bg_pick (slot int primary key, gi int not null)',
    `insert into bg_pick values ${picks.map((gi, slot) => `(${slot}, ${gi})`).join(', ')}`,
    'create temp table bg_name (gi int, v int, en text, zh text, en_key text, zh_key text, primary key (gi, v))',
    `insert into bg_name values ${grades
      .flatMap((g) => g.lineNames.map((n, v) => `(${g.gi}, ${v}, ${lit(n.en)}, ${lit(n.zh)}, ${lit(n.enKey)}, ${lit(n.zhKey)})`))
      .join(', ')}`,
    'create temp table bg_askname (gi int, v int, en text, zh text, en_key text, zh_key text, primary key (gi, v))',
    `insert into bg_askname values ${grades
      .flatMap((g) => g.askNames.map((n, v) => `(${g.gi}, ${v}, ${lit(n.en)}, ${lit(n.zh)}, ${lit(n.enKey)}, ${lit(n.zhKey)})`))
      .join(', ')}`,
    `create temp table bg_port as select (row_number() over (order by p.id) - 1)::int as k, p.id, c.id as country_id, p.label_en
       from dict_data p join dict_data c on c.dict_type = 'Country' and c.value = p.country_code where p.dict_type = 'PORT'`,
    `create temp table bg_dest as select (row_number() over (order by id) - 1)::int as k, id from dict_data where dict_type = 'DESTINATION PORT'`,
    `create temp table bg_cndest as select (row_number() over (order by id) - 1)::int as k, id from dict_data where dict_type = 'DESTINATION PORT' and country_code = 'CN'`,
    `create temp table bg_country as select (row_number() over (order by id) - 1)::int as k, id from dict_data where dict_type = 'Country' and value <> 'CN'`,
    ...['bg_grade', 'bg_pick', 'bg_name', 'bg_askname', 'bg_port', 'bg_dest', 'bg_cndest', 'bg_country'].map((t) => `analyze ${t}`),
  ]);
  const count = async (table: string) => Number((await exec(`select count(*)::int as n from ${table}`))[0]!.n);
  const nPort = await count('bg_port');
  const nDest = await count('bg_dest');
  const nCnDest = await count('bg_cndest');
  const nCountry = await count('bg_country');

  await step('sellers', [
    `create temp table bg_seller as select (k - 1)::int as k, gen_random_uuid() as user_id, gen_random_uuid() as company_id from generate_series(1, ${S}) k`,
    `insert into companies (id, name, name_en, state)
       select company_id, '金属回收公司 ' || k, 'Bench Metals ' || k || ' Ltd.', 0 from bg_seller`,
    `insert into users (id, company_id, email, user_state, user_type, first_name, last_name, language_type)
       select user_id, company_id, 'seller' || k || '@bench.test', 0, 'Supplier', 'Bench', 'Seller ' || k,
              case when k % 3 = 0 then 'English' else 'China' end from bg_seller`,
    `insert into user_market_permissions (user_id, market, permission, switch_enable)
       select user_id, m, 1, 1 from bg_seller cross join (values ('intl'), ('cn')) v(m)`,
  ]);

  // Asks: market, state, validity and times, geography; lines are counted 1 + i % 5 (exactly 3 per ask on average).
  await step('asks (staging)', [
    `create temp table bg_ask as
     with r as (
       select i, random() as r_m, random() as r_s, random() as r_v, random() as r_age, random() as r_geo, random() as r_port,
              random() as r_cty, random() as r_us, random() as r_dest, random() as r_dt, random() as r_orig, random() as r_pick,
              random() as r_an, random() as r_seller, random() as r_en, random() as r_zh, random() as r_click, random() as r_x,
              random() as r_pack, random() as r_dep, random() as r_firm
       from generate_series(1, ${N}) i
     ), b as (
       select r.*, gen_random_uuid() as id,
         case when r_m < 0.7 then 'intl' else 'cn' end as market,
         case when r_s < 0.80 then 'active' when r_s < 0.88 then 'expired' when r_s < 0.92 then 'deal' when r_s < 0.95 then 'auditing'
              when r_s < 0.97 then 'draft' when r_s < 0.98 then 'refused' else 'deleted' end as state,
         case when r_v < 0.10 then 870 when r_v < 0.20 then 871 when r_v < 0.35 then 873 when r_v < 0.60 then 874
              when r_v < 0.75 then 875 when r_v < 0.85 then 876 else 872 end as vid0,
         1 + (i % 5) as n_lines, p.gi, floor(r_seller * ${S})::int as seller_k, floor(r_an * 8)::int as an_v
       from r join bg_pick p on p.slot = floor(r.r_pick * ${P})::int
     ), c as (
       select b.*, case when state = 'expired' and vid0 = 872 then 874 else vid0 end as validity_id from b
     ), d as (
       select c.*, case validity_id when 870 then 24 when 871 then 48 when 873 then 72 when 874 then 168 when 875 then 336
                                    when 876 then 720 end as hours
       from c
     ), e as (
       select d.*,
         case state
           when 'active' then case when hours is null then now() - (r_age * r_age * 90) * interval '1 day'
                                   else now() - (r_age * hours * 0.9) * interval '1 hour' end
           when 'expired' then now() - (1 + r_age * 60) * interval '1 day' - hours * interval '1 hour'
           when 'deal' then now() - (5 + r_age * 85) * interval '1 day'
           when 'deleted' then now() - (10 + r_age * 110) * interval '1 day'
         end as published_at,
         case when market = 'intl' then r_geo < 0.8 else r_geo >= 0.75 end as by_sea
       from d
     ), f as (
       select e.*,
         case when published_at is not null and hours is not null then published_at + hours * interval '1 hour' end as valid_until,
         case when state = 'auditing' then now() - r_age * interval '2 days'
              when state = 'refused' then now() - r_age * interval '3 days'
              when published_at is not null then published_at - (1 + r_x * 20) * interval '1 hour' end as submitted_at,
         case when by_sea then pp.country_id when market = 'cn' then 102 when r_us < 0.35 then 101 else cc.id end as loading_country_id,
         case when by_sea then pp.id end as port_id,
         case when by_sea then pp.label_en end as city,
         cc.id as other_country_id, dd.id as dest_id, cd.id as cn_dest_id
       from e
       join bg_port pp on pp.k = floor(e.r_port * ${nPort})::int
       join bg_country cc on cc.k = floor(e.r_cty * ${nCountry})::int
       join bg_dest dd on dd.k = floor(e.r_dest * ${nDest})::int
       join bg_cndest cd on cd.k = floor(e.r_dest * ${nCnDest})::int
     )
     select f.*,
       case when r_orig < 0.9 then loading_country_id else other_country_id end as origin_country_id,
       case when not by_sea then 'EXW'
            when market = 'cn' then case when r_dt < 0.6 then 'CIF' else 'CNF' end
            when loading_country_id = 101 and r_dt < 0.2 then 'FAS'
            when r_dt < 0.6 then 'FOB' when r_dt < 0.85 then 'CIF' else 'CNF' end as delivery_term
     from f`,
    'alter table bg_ask add primary key (id)',
    'analyze bg_ask',
  ]);

  await step('lines (staging)', [
    `create temp table bg_line as
     with l as (
       select a.id as ask_id, a.market, a.gi as ask_gi, s.sort, gen_random_uuid() as id,
              random() as r_same, random() as r_pick, random() as r_fam, random() as r_name, random() as r_w, random() as r_q,
              random() as r_p, random() as r_mm, random() as r_media, random() as r_video, random() as r_en, random() as r_zh, random() as r_el
       from bg_ask a cross join lateral generate_series(0, a.n_lines - 1) s(sort)
     ), g as (
       select l.*, case when l.sort = 0 then l.ask_gi when l.r_same < 0.7 then fm.gi else p.gi end as gi
       from l
       join bg_grade ag on ag.gi = l.ask_gi
       join bg_grade fm on fm.family_id = ag.family_id and fm.fam_k = floor(l.r_fam * ag.fam_n)::int
       join bg_pick p on p.slot = floor(l.r_pick * ${P})::int
     ), q as (
       select g.*, gr.family_id, gr.grade_id, gr.cat_key, gr.metal, gr.price,
         case when g.market = 'intl' then
           case gr.metal when 'cu' then case when r_q < 0.45 then 'FIXED' when r_q < 0.75 then 'LME' else 'CMX' end
                         when 'fe' then 'FIXED'
                         else case when r_q < 0.6 then 'FIXED' else 'LME' end end
         else
           case gr.metal when 'cu' then case when r_q < 0.4 then 'FIXED' when r_q < 0.7 then 'SHCU' when r_q < 0.9 then 'CJCU' else 'JLCU' end
                         when 'al' then case when r_q < 0.6 then 'FIXED' else 'BTAL' end
                         else 'FIXED' end
         end as quote_type,
         round((gr.w_min + (gr.w_max - gr.w_min) * power(g.r_w, 1.6))::numeric, 3) as weight,
         floor(g.r_name * 6)::int as name_v,
         case when g.market = 'intl' then g.r_en < 0.97 else g.r_en < 0.5 end as has_en,
         case when g.market = 'intl' then g.r_zh < 0.7 else true end as has_zh,
         1 + (g.r_media < 0.4)::int + (g.r_media < 0.1)::int as n_img,
         (g.r_video < 0.04)::int as n_video
       from g join bg_grade gr on gr.gi = g.gi
     )
     select q.*,
       case quote_type
         when 'FIXED' then round((price * (0.85 + 0.3 * r_p) * case when market = 'cn' then 7.2 else 1 end)::numeric, 2)
         when 'LME' then round((55 + 43 * r_p)::numeric, 1)
         when 'CMX' then round((5 + 60 * r_p)::numeric, 1)
         else round((300 + 4000 * r_p)::numeric, 0)
       end as unit_price,
       case quote_type when 'FIXED' then 0 when 'LME' then 1 else 2 end as deduction,
       case when has_en then n.en end as detail_name,
       case when has_zh then n.zh end as detail_name_zh,
       concat_ws(' ', case when has_en then n.en_key end, case when has_zh then n.zh_key end, cat_key) as line_key
     from q join bg_name n on n.gi = q.gi and n.v = q.name_v`,
    'analyze bg_line',
    `create temp table bg_media as
     select ln.id as detail_id, ln.ask_id, ln.sort * 100 + m.j as sort, m.j, gen_random_uuid() as file_id, x.kind, x.ext, random() as r_size
     from bg_line ln
     cross join lateral generate_series(0, ln.n_img + ln.n_video - 1) m(j)
     cross join lateral (select case when m.j >= ln.n_img then 'video' else 'image' end as kind,
                                case when m.j >= ln.n_img then 'mp4' when random() < 0.85 then 'jpg' when random() < 0.67 then 'webp' else 'png' end as ext) x`,
    'analyze bg_media',
  ]);

  // Bulk load, the usual way: the loaded tables' secondary indexes and foreign keys are dropped and put back after
  // the load with their own definitions: sorted index builds (GIN included) instead of 1.2 M incremental inserts,
  // and each foreign key validated by one set-based check instead of a trigger per row. Primary keys stay.
  const loaded = `('asks', 'ask_details', 'ask_media', 'files')`;
  const indexes = await exec(`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename in ${loaded}
      and indexname not in (select conname from pg_constraint where contype in ('p', 'u', 'x'))`);
  const foreignKeys = await exec(`
    select c.conrelid::regclass::text as tbl, c.conname, pg_get_constraintdef(c.oid) as def from pg_constraint c
    where c.contype = 'f' and c.conrelid::regclass::text in ${loaded}`);
  await step('drop secondary indexes and foreign keys', [
    "set maintenance_work_mem = '128MB'",
    ...foreignKeys.map((f) => `alter table ${String(f.tbl)} drop constraint "${String(f.conname)}"`),
    ...indexes.map((i) => `drop index "${String(i.indexname)}"`),
  ]);

  await step('files', [
    `insert into files (id, owner_user_id, purpose, kind, mime, ext, size, width, height, storage_driver, storage_key, sha256, original_name, created_at)
     select m.file_id, s.user_id, 'ask', m.kind,
       case m.ext when 'jpg' then 'image/jpeg' when 'webp' then 'image/webp' when 'png' then 'image/png' else 'video/mp4' end,
       m.ext,
       case when m.kind = 'video' then (8000000 + m.r_size * 60000000)::int else (90000 + m.r_size * 600000)::int end,
       case when m.kind = 'video' then 1280 else 1000 end,
       case when m.kind = 'video' then 720 when m.r_size < 0.7 then 750 else 1333 end,
       'disk', 'ask/bench/' || m.file_id || '.' || m.ext,
       encode(sha256(convert_to(m.file_id::text, 'UTF8')), 'hex'),
       case when m.kind = 'video' then 'VID_' else 'IMG_' end || (1000 + floor(m.r_size * 8999))::int || '.' || m.ext,
       coalesce(a.submitted_at, now()) - interval '1 hour'
     from bg_media m join bg_ask a on a.id = m.ask_id join bg_seller s on s.k = a.seller_k`,
  ]);

  await step('asks', [
    `insert into asks (id, seller_user_id, company_id, market, currency, state, refuse_reason, reviewed_by, reviewed_at,
        ask_name, ask_name_zh, descriptions, descriptions_zh, combo_load_name, origin_country_id, loading_country_id, city,
        delivery_term, port_id, destination_port_id, validity_id, validity_hours, valid_until, preferred_quote_type, shipment_days,
        packing_method, specs, origin_certificate, deposit_ratio, balance_ratio, balance_timing, firm_price, click_count,
        total_weight, sort_price, category_ids, sub_category_ids, quote_types, search_key, created_at, submitted_at, published_at, updated_at)
     with agg as (
       select ask_id, sum(weight) as total_weight, min(unit_price) filter (where quote_type = 'FIXED') as sort_price,
         array_agg(distinct family_id) as category_ids, array_agg(distinct grade_id) as sub_category_ids,
         array_agg(distinct quote_type) as quote_types, string_agg(line_key, ' ' order by sort) as lines_key,
         (array_agg(quote_type order by sort))[1] as first_qt, (array_agg(unit_price order by sort))[1] as first_price
       from bg_line group by ask_id
     ), n as (
       select a.*, s.user_id, s.company_id, agg.*,
         case when a.market = 'intl' or a.r_en < 0.5 then an.en end as name_en,
         case when a.market = 'cn' or a.r_zh < 0.7 then an.zh end as name_zh,
         case when a.market = 'intl' or a.r_en < 0.5 then an.en_key end as name_en_key,
         case when a.market = 'cn' or a.r_zh < 0.7 then an.zh_key end as name_zh_key,
         'Lot ' || upper(substr(md5(a.id::text), 1, 6)) || ' ' || g.grade_code as combo,
         'lot ' || substr(md5(a.id::text), 1, 6) || ' ' || regexp_replace(g.grade_code, '[^a-z0-9]+', ' ', 'g') as combo_key
       from bg_ask a
       join bg_seller s on s.k = a.seller_k
       join bg_grade g on g.gi = a.gi
       join bg_askname an on an.gi = a.gi and an.v = a.an_v
       join agg on agg.ask_id = a.id
     )
     select id, user_id, company_id, market, case when market = 'intl' then 'USD' else 'CNY' end, state,
       case when state = 'refused' then 'The pictures do not show the material: please upload close-ups and a loading photo. 图片看不清货物，请上传近照和装柜照片。' end,
       case when state in ('active', 'expired', 'deal', 'deleted', 'refused') then (select id from users where is_staff order by created_at limit 1) end,
       case when state = 'refused' then submitted_at + interval '3 hours' else published_at end,
       name_en, name_zh,
       case when name_en is not null then 'Material as described, loaded in containers, photos of every bale; inspection welcome.' end,
       case when name_zh is not null then '货物如描述，集装箱装运，每包均有照片，欢迎验货。' end,
       combo, origin_country_id, loading_country_id, city, delivery_term,
       case when delivery_term in ('FOB', 'FAS') or (delivery_term in ('CIF', 'CNF') and market = 'intl') then port_id end,
       case when delivery_term in ('CIF', 'CNF') then case when market = 'cn' then cn_dest_id else dest_id end end,
       validity_id, hours, valid_until, first_qt, 7 + floor(r_x * 38)::int,
       (array['bales', 'loose', 'bundles', 'pallets', 'jumbo_bags', 'boxes', 'drums', 'coils'])[1 + floor(r_pack * 8)::int],
       case when r_pack < 0.7 then 'guaranteed' else 'reference' end, r_pack < 0.6,
       (array[10, 20, 30])[1 + floor(r_dep * 3)::int], 100 - (array[10, 20, 30])[1 + floor(r_dep * 3)::int],
       (array['against_bl_copy', 'against_original_bl', 'after_inspection', 'on_arrival', 'after_arrival'])[1 + floor(r_dep * 5)::int],
       case when first_qt = 'FIXED' and r_firm < 0.15 then round(first_price * 1.03, 2) end,
       case when published_at is null then 0 else floor(power(r_click, 3) * 400)::int end,
       total_weight, sort_price, category_ids, sub_category_ids, quote_types,
       left(' ' || concat_ws(' ', name_en_key, name_zh_key, combo_key, lines_key) || ' ', 8000),
       coalesce(submitted_at, now() - r_age * interval '30 days') - interval '30 minutes', submitted_at, published_at,
       coalesce(published_at, submitted_at + interval '3 hours', now() - r_age * interval '30 days')
     from n`,
  ]);

  await step('ask_details', [
    `insert into ask_details (id, ask_id, category_id, sub_category_id, detail_name, detail_name_zh, weight, quote_type, unit_price, currency,
        min_price, max_price, deduction, element_content, cover_file_id, sort)
     select l.id, l.ask_id, l.family_id, l.grade_id, l.detail_name, l.detail_name_zh, l.weight, l.quote_type, l.unit_price,
       case when l.market = 'intl' then 'USD' else 'CNY' end,
       case when l.quote_type = 'FIXED' and l.r_mm < 0.4 then round(l.unit_price * 0.95, 2) end,
       case when l.quote_type = 'FIXED' and l.r_mm < 0.4 then round(l.unit_price * 1.05, 2) end,
       l.deduction,
       case when l.metal = 'cu' and l.r_el < 0.3 then 'Cu ≥ ' || (94 + floor(l.r_el * 18))::int || '%' end,
       m.file_id, l.sort
     from bg_line l join bg_media m on m.detail_id = l.id and m.j = 0`,
  ]);

  await step('ask_media', [`insert into ask_media (ask_id, detail_id, file_id, kind, ext, sort) select ask_id, detail_id, file_id, kind, ext, sort from bg_media`]);

  await step(`rebuild ${indexes.length} indexes, validate ${foreignKeys.length} foreign keys`, [
    ...indexes.map((i) => String(i.indexdef)),
    ...foreignKeys.map((f) => `alter table ${String(f.tbl)} add constraint "${String(f.conname)}" ${String(f.def)}`),
  ]);

  await step('drop staging', ['bg_media', 'bg_line', 'bg_ask', 'bg_seller', 'bg_country', 'bg_cndest', 'bg_dest', 'bg_port', 'bg_askname', 'bg_name', 'bg_pick', 'bg_grade'].map((t) => `drop table ${t}`));

  // A database that has been live a while has been vacuumed (autovacuum): visibility map set, statistics current.
  await step('vacuum analyze', ['vacuum (analyze) asks', 'vacuum (analyze) ask_details', 'vacuum (analyze) ask_media', 'vacuum (analyze) files', 'vacuum (analyze) users', 'vacuum (analyze) companies', 'analyze']);

  const num = async (text: string) => Number((await exec(text))[0]!.n);
  const rows = {
    asks: await num('select count(*)::int as n from asks'),
    askDetails: await num('select count(*)::int as n from ask_details'),
    askMedia: await num('select count(*)::int as n from ask_media'),
    files: await num('select count(*)::int as n from files'),
    sellers: S,
  };
  const byState = Object.fromEntries((await exec('select state, count(*)::int as n from asks group by state order by 2 desc')).map((r) => [String(r.state), Number(r.n)]));
  const byMarket = Object.fromEntries((await exec('select market, count(*)::int as n from asks group by market order by 1')).map((r) => [String(r.market), Number(r.n)]));
  const liveWhere = `state = 'active' and (valid_until is null or valid_until > now())`;
  const liveByMarket = Object.fromEntries(
    (await exec(`select market, count(*)::int as n from asks where ${liveWhere} group by market order by 1`)).map((r) => [String(r.market), Number(r.n)]),
  );
  const searchHitShare: Record<string, number> = {};
  for (const word of SEARCH_WORDS) {
    const like = searchPatternsOf(word).map((p) => `search_key like ${lit(p)}`).join(' and ');
    const r = (await exec(`select (count(*) filter (where ${like}))::float8 / greatest(count(*), 1) as n from asks where ${liveWhere}`))[0]!;
    searchHitShare[word] = round(Number(r.n), 4);
  }
  const searchKeyCheck = await checkSearchKeys(exec, 300);
  return {
    seconds: round((performance.now() - started) / 1000, 1),
    stepSeconds,
    rows,
    asksByState: byState,
    asksByMarket: byMarket,
    liveAsksByMarket: liveByMarket,
    searchHitShare,
    searchKeyCheck,
  };
}

/** Recomputes sampled asks' search keys from their names and categories with the domain's searchKeyOf. */
async function checkSearchKeys(exec: TExec, sample: number): Promise<{ sampled: number; mismatches: number }> {
  const rows = await exec(`
    select a.search_key, a.ask_name, a.ask_name_zh, a.combo_load_name,
      (select json_agg(json_build_array(d.detail_name, d.detail_name_zh, f.name_zh, f.name_en, g.name_zh, g.name_en, g.code) order by d.sort)
       from ask_details d join categories f on f.id = d.category_id join categories g on g.id = d.sub_category_id where d.ask_id = a.id) as parts
    from asks a order by a.id limit ${sample}`);
  let mismatches = 0;
  for (const r of rows) {
    const parts = (typeof r.parts === 'string' ? JSON.parse(r.parts) : r.parts) as (string | null)[][];
    const expected = searchKeyOf([r.ask_name as string | null, r.ask_name_zh as string | null, r.combo_load_name as string | null, ...parts.flat()]);
    if (expected !== r.search_key) mismatches++;
  }
  return { sampled: rows.length, mismatches };
}

export const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits;
