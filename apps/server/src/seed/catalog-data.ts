/**
 * The scrap catalogue a trader recognises (issue: catalogue): top-level families and their grades, named by
 * the ISRI/ReMA code words where one exists. Descriptions are short trade summaries written for this product;
 * the governing text is the buyer and seller's contract.
 */
export type TCatalogSeed = {
  code: string;
  en: string;
  zh: string;
  descEn: string;
  descZh: string;
  children?: TCatalogSeed[];
};

export const CATALOG: TCatalogSeed[] = [
  {
    code: 'copper', en: 'Copper', zh: '铜', descEn: 'Unalloyed copper scrap: wire, solids, tubing and light copper.', descZh: '非合金铜废料：铜线、铜块、铜管及轻铜。',
    children: [
      { code: 'barley', en: 'Barley – bare bright copper wire', zh: 'Barley 光亮铜线', descEn: 'Bare, uncoated, unalloyed copper wire, bright and free of oxidation (No.1 bare bright).', descZh: '裸露、无镀层、非合金光亮铜线，无氧化（一号光亮铜）。' },
      { code: 'berry', en: 'Berry – No.1 copper wire', zh: 'Berry 一号铜线', descEn: 'Clean, untinned, unalloyed copper wire and cable, free of brittle burnt wire.', descZh: '干净、未镀锡的非合金铜线和电缆，不含烧脆铜线。' },
      { code: 'candy', en: 'Candy – No.1 heavy copper solids and tubing', zh: 'Candy 一号重铜及铜管', descEn: 'Clean unalloyed copper clippings, bus bars, punchings and clean tubing.', descZh: '干净的非合金铜边角料、铜排、冲压件及干净铜管。' },
      { code: 'birch-cliff', en: 'Birch/Cliff – No.2 copper wire and solids', zh: 'Birch/Cliff 二号铜线及铜块', descEn: 'Miscellaneous unalloyed copper wire and solids, nominal 96% Cu (min. 94%) by assay.', descZh: '杂类非合金铜线及铜块，名义含铜 96%（最低 94%，以化验为准）。' },
      { code: 'clove-cobra', en: 'Clove/Cobra – copper wire nodules', zh: 'Clove/Cobra 铜米', descEn: 'Chopped copper wire nodules: No.1 (Clove, min. 99% Cu) and No.2 (Cobra, min. 97% Cu).', descZh: '铜线破碎后的铜米：一号（Clove，含铜≥99%）与二号（Cobra，含铜≥97%）。' },
      { code: 'dream', en: 'Dream – light copper', zh: 'Dream 轻铜', descEn: 'Sheet copper, gutters, kettles and boilers; nominal 92% Cu (min. 88%).', descZh: '铜板、铜水槽、铜壶、锅炉等，名义含铜 92%（最低 88%）。' },
      { code: 'druid', en: 'Druid – insulated copper wire', zh: 'Druid 带皮铜线', descEn: 'Insulated copper wire and cable, traded on copper recovery.', descZh: '带绝缘层的铜线电缆，按出铜率交易。' },
      { code: 'zeyda', en: 'Zeyda – copper-bearing mixed scrap', zh: 'Zeyda 含铜混合废料', descEn: 'Copper-bearing mixed non-ferrous material sold on copper content by assay; terms agreed per contract.', descZh: '含铜的混合有色废料，按化验含铜量计价，条款以合同约定为准。' },
    ],
  },
  {
    code: 'brass-bronze', en: 'Brass and bronze', zh: '黄铜与青铜', descEn: 'Copper–zinc and copper–tin alloys: yellow brass, red brass, radiators.', descZh: '铜锌与铜锡合金：黄铜、红铜（炮铜）及水箱。',
    children: [
      { code: 'honey', en: 'Honey – yellow brass scrap', zh: 'Honey 黄铜废料', descEn: 'Mixed yellow brass solids and castings, free of manganese and aluminium bronze.', descZh: '混合黄铜块及铸件，不含锰青铜、铝青铜。' },
      { code: 'ebony', en: 'Ebony – composition or red brass', zh: 'Ebony 红铜合金（炮铜）', descEn: 'Red brass valves, bearings and machinery castings of copper, tin, zinc and lead.', descZh: '由铜、锡、锌、铅组成的红铜阀门、轴承及机械铸件。' },
      { code: 'drink', en: 'Drink – red brass turnings', zh: 'Drink 红铜车屑', descEn: 'Borings and turnings of composition red brass, free of iron and excessive oil.', descZh: '红铜合金的钻屑、车屑，不含铁及过量油污。' },
      { code: 'ocean', en: 'Ocean – mixed copper-brass radiators', zh: 'Ocean 铜黄铜混合水箱', descEn: 'Unsweated automobile radiators with copper fins and brass tanks; iron frames deducted.', descZh: '未熔焊的汽车铜黄铜水箱，铁框架扣重。' },
    ],
  },
  {
    code: 'aluminium', en: 'Aluminium', zh: '铝', descEn: 'Wrought and cast aluminium scrap: sheet, extrusion, castings, UBC, wheels, shredded.', descZh: '变形铝与铸造铝废料：铝板、型材、铸铝、易拉罐、轮毂、破碎铝。',
    children: [
      { code: 'taint-tabor', en: 'Taint/Tabor – clean mixed old alloy sheet', zh: 'Taint/Tabor 干净混合旧铝板', descEn: 'Old alloy sheet of two or more alloys, oil and grease under 1%, up to 10% painted.', descZh: '两种以上合金的旧铝板，油污低于 1%，涂漆料不超过 10%。' },
      { code: 'tale', en: 'Tale – painted siding', zh: 'Tale 涂漆铝墙板', descEn: 'Clean low-copper aluminium siding painted on one or both sides, no plastic coating.', descZh: '单面或双面涂漆的低铜铝墙板，无塑料覆膜。' },
      { code: 'tense', en: 'Tense – mixed aluminium castings', zh: 'Tense 混合铸铝', descEn: 'Clean aluminium castings incl. auto and aircraft castings, oil and grease under 2%.', descZh: '干净铸铝件，含汽车和飞机铸件，油污低于 2%。' },
      { code: 'talon', en: 'Talon – new pure aluminium wire and cable', zh: 'Talon 新纯铝线缆', descEn: 'New, clean unalloyed aluminium wire or cable, free of insulation and hair wire.', descZh: '新的干净非合金铝线或电缆，无绝缘皮、无细丝。' },
      { code: 'tutu', en: 'Tutu – aluminium extrusions', zh: 'Tutu 铝型材', descEn: 'Old extrusions of 6063/6061 alloys, free of zinc corners, iron and thermal break.', descZh: '6063/6061 旧铝型材，无锌角、铁件和隔热条。' },
      { code: 'tough', en: 'Tough – mixed new alloy clippings and solids', zh: 'Tough 新混合铝合金边角料', descEn: 'New, clean, unpainted clippings and solids of two or more alloys, oil under 1%.', descZh: '新的干净未涂装两种以上合金边角料及块料，油污低于 1%。' },
      { code: 'taldon-ubc', en: 'Taldon – baled used beverage cans (UBC)', zh: 'Taldon 打包易拉罐（UBC）', descEn: 'Baled, magnetically separated used beverage cans within the standard density range.', descZh: '经磁选的打包易拉罐，密度在标准范围内。' },
      { code: 'telic', en: 'Telic – mixed aluminium borings and turnings', zh: 'Telic 混合铝屑', descEn: 'Clean borings and turnings of two or more alloys; fines over 3% deducted.', descZh: '两种以上合金的干净铝屑，细粉超过 3% 扣重。' },
      { code: 'thorn', en: 'Thorn – aluminium breakage', zh: 'Thorn 杂铝', descEn: 'Aluminium with iron, dirt and plastic attached; min. 33% Al or sold on recovery.', descZh: '带铁、泥土、塑料的杂铝，含铝不低于 33% 或按回收率计价。' },
      { code: 'twitch', en: 'Twitch – floated shredded aluminium', zh: 'Twitch 浮选破碎铝', descEn: 'Shredded aluminium from auto shredders, concentrated by flotation, dry.', descZh: '汽车破碎线经浮选富集的破碎铝，干燥。' },
      { code: 'troma', en: 'Troma – aluminium auto and truck wheels', zh: 'Troma 铝轮毂', descEn: 'Clean aluminium wheels, free of tyres, weights, valve stems and chrome.', descZh: '干净铝轮毂，无轮胎、平衡块、气门嘴及电镀件。' },
    ],
  },
  {
    code: 'mixed-nonferrous', en: 'Mixed non-ferrous', zh: '混合有色金属', descEn: 'Shredder and sensor-sorted non-ferrous fractions.', descZh: '破碎线及光选分选的有色金属料。',
    children: [
      { code: 'zorba', en: 'Zorba – shredded non-ferrous', zh: 'Zorba 破碎有色混合料', descEn: 'Shredded non-ferrous metals, predominantly aluminium, from eddy-current separation.', descZh: '涡电流分选的破碎有色金属，以铝为主。' },
      { code: 'zurik', en: 'Zurik – sensor-sorted stainless fraction', zh: 'Zurik 光选不锈钢料', descEn: 'Non-ferrous sensor-sorted scrap, predominantly stainless steel.', descZh: '传感器分选的有色料，以不锈钢为主。' },
      { code: 'elmo', en: 'Elmo – electric motors', zh: 'Elmo 废电机', descEn: 'Whole electric motors and parts, traded on copper and steel recovery.', descZh: '整机电机及部件，按铜钢回收率交易。' },
    ],
  },
  {
    code: 'zinc', en: 'Zinc', zh: '锌', descEn: 'Zinc die-cast, old zinc and new zinc clippings.', descZh: '压铸锌、旧锌及新锌边角料。',
    children: [
      { code: 'zinc-die-cast', en: 'Zinc die-cast (Saves)', zh: '压铸锌（Saves）', descEn: 'Old zinc die-cast scrap, free of iron and other metals.', descZh: '旧压铸锌，不含铁及其他金属。' },
      { code: 'zinc-old', en: 'Old zinc (Scabs)', zh: '旧锌（Scabs）', descEn: 'Old zinc sheet, strips and plates, free of attachments.', descZh: '旧锌板、锌条，无附着物。' },
    ],
  },
  {
    code: 'stainless', en: 'Stainless steel', zh: '不锈钢', descEn: 'Nickel-bearing and ferritic stainless solids and turnings.', descZh: '含镍及铁素体不锈钢块料与车屑。',
    children: [
      { code: 'ss-304', en: '304 / 18-8 stainless solids', zh: '304 不锈钢块料', descEn: '18% Cr / 8% Ni solids, clean and free of non-metallics.', descZh: '含铬 18%、镍 8% 的块料，干净无非金属。' },
      { code: 'ss-316', en: '316 stainless solids', zh: '316 不锈钢块料', descEn: 'Molybdenum-bearing 316 solids, Mo 2–3%.', descZh: '含钼 316 块料，钼 2–3%。' },
      { code: 'ss-430', en: '430 ferritic stainless', zh: '430 铁素体不锈钢', descEn: 'Magnetic 400-series stainless solids.', descZh: '有磁 400 系不锈钢块料。' },
    ],
  },
  {
    code: 'insulated-cable', en: 'Insulated cable', zh: '电线电缆', descEn: 'Insulated copper and aluminium cable traded on metal recovery.', descZh: '按金属回收率交易的铜铝电缆。',
    children: [
      { code: 'icw-high', en: 'Insulated copper wire, high recovery (≥ 65%)', zh: '高出铜率带皮铜线（≥65%）', descEn: 'Single-conductor insulated copper wire with copper recovery of 65% or more.', descZh: '单芯带皮铜线，出铜率 65% 以上。' },
      { code: 'icw-low', en: 'Insulated copper wire, low recovery', zh: '低出铜率带皮铜线', descEn: 'Communication and harness wire, copper recovery below 50%.', descZh: '通讯线与线束，出铜率低于 50%。' },
      { code: 'acsr', en: 'ACSR aluminium conductor', zh: '钢芯铝绞线', descEn: 'Aluminium conductor steel-reinforced cable, steel core deducted.', descZh: '钢芯铝绞线，钢芯扣重。' },
    ],
  },
  {
    code: 'ferrous', en: 'Ferrous', zh: '废钢', descEn: 'Heavy melting steel, busheling and shredded scrap for EAF and BOF mills.', descZh: '供电炉与转炉使用的重废、新料和破碎钢。',
    children: [
      { code: 'hms-1', en: 'HMS 1', zh: 'HMS 1 重型熔炼废钢', descEn: 'Wrought iron and steel ≥ 1/4 inch thick, max 60 × 24 inches, prepared.', descZh: '厚度≥6.35mm 的熟铁及钢材，尺寸不超过 152×61cm，已加工。' },
      { code: 'hms-2', en: 'HMS 2', zh: 'HMS 2 重型熔炼废钢', descEn: 'Wrought iron and steel including light gauge, prepared to size.', descZh: '含薄料的熟铁及钢材，已加工至规定尺寸。' },
      { code: 'hms-80-20', en: 'HMS 1&2 (80:20)', zh: 'HMS 1&2（80:20）', descEn: 'Blend of 80% HMS 1 and 20% HMS 2, the benchmark export grade.', descZh: '80% HMS 1 与 20% HMS 2 混合，出口基准品种。' },
      { code: 'busheling', en: 'No.1 busheling', zh: '一号新料（Busheling）', descEn: 'Clean new steel clippings and stampings, free of coated material.', descZh: '干净的新钢边角料和冲压件，无镀层材料。' },
      { code: 'shredded', en: 'Shredded scrap', zh: '破碎废钢', descEn: 'Homogeneous shredded iron and steel, magnetically separated.', descZh: '经磁选的均质破碎钢铁。' },
    ],
  },
];
