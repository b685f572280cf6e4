import type { Random } from './random';

/** A home county of the demo people: the ID numbers issued there start with its code. */
interface County {
  /** The first six digits of the ID numbers issued there. */
  code: string;
  /** Province, city and county as an ID card's address starts. */
  region: string;
  /** Towns (镇) and urban subdistricts (街道). */
  towns: string[];
  /** The minority nationalities beside the Han majority, and their share of the people from there. */
  minorities?: { names: string[]; share: number };
  /** Relative share of the demo people born there: a site near Hangzhou with many migrant workers. */
  weight: number;
}

const COUNTIES: County[] = [
  { code: '330102', region: '浙江省杭州市上城区', towns: ['清波街道', '湖滨街道', '紫阳街道'], weight: 3 },
  {
    code: '330109',
    region: '浙江省杭州市萧山区',
    towns: ['瓜沥镇', '义桥镇', '党湾镇', '城厢街道'],
    weight: 5,
  },
  { code: '330682', region: '浙江省上虞市', towns: ['崧厦镇', '丰惠镇', '百官街道'], weight: 3 },
  {
    code: '341221',
    region: '安徽省阜阳市临泉县',
    towns: ['城关镇', '杨桥镇', '姜寨镇', '韦寨镇'],
    weight: 10,
  },
  { code: '412722', region: '河南省周口市西华县', towns: ['西华营镇', '址坊镇', '红花集镇'], weight: 8 },
  { code: '511623', region: '四川省广安市邻水县', towns: ['鼎屏镇', '柑子镇', '九龙镇'], weight: 8 },
  { code: '360321', region: '江西省萍乡市莲花县', towns: ['琴亭镇', '良坊镇', '坊楼镇'], weight: 5 },
  {
    code: '430524',
    region: '湖南省邵阳市隆回县',
    towns: ['桃洪镇', '六都寨镇', '小沙江镇'],
    minorities: { names: ['苗', '瑶'], share: 0.1 },
    weight: 5,
  },
  {
    code: '522126',
    region: '贵州省遵义市务川仡佬族苗族自治县',
    towns: ['都濡镇', '丰乐镇', '大坪镇'],
    minorities: { names: ['仡佬', '苗'], share: 0.5 },
    weight: 2,
  },
  {
    code: '433122',
    region: '湖南省湘西土家族苗族自治州泸溪县',
    towns: ['白沙镇', '浦市镇', '武溪镇'],
    minorities: { names: ['苗', '土家'], share: 0.6 },
    weight: 2,
  },
  {
    code: '422822',
    region: '湖北省恩施土家族苗族自治州建始县',
    towns: ['业州镇', '高坪镇', '红岩寺镇'],
    minorities: { names: ['土家', '苗'], share: 0.5 },
    weight: 2,
  },
  {
    code: '500243',
    region: '重庆市彭水苗族土家族自治县',
    towns: ['汉葭街道', '郁山镇', '保家镇'],
    minorities: { names: ['苗', '土家'], share: 0.6 },
    weight: 2,
  },
  {
    code: '451022',
    region: '广西壮族自治区百色市田东县',
    towns: ['平马镇', '祥周镇', '林逢镇'],
    minorities: { names: ['壮'], share: 0.8 },
    weight: 1,
  },
  {
    code: '640302',
    region: '宁夏回族自治区吴忠市利通区',
    towns: ['金星镇', '上桥镇', '古城镇'],
    minorities: { names: ['回'], share: 0.5 },
    weight: 1,
  },
];

const TOTAL_WEIGHT = COUNTIES.reduce((total, county) => total + county.weight, 0);
const VILLAGES = [...'新华红星东风团结胜利和平光明永安向阳长丰新民太平杨柳石桥青山'.match(/../g)!];
const COMMUNITIES = [...'清泰金塔望江新塘城北南苑东园西子'.match(/../g)!];

export interface Home {
  county: string;
  nation: string;
  /** As printed on the ID card. */
  address: string;
}

function pickCounty(random: Random): County {
  let left = random.next() * TOTAL_WEIGHT;
  for (const county of COUNTIES) {
    left -= county.weight;
    if (left < 0) return county;
  }
  return COUNTIES[COUNTIES.length - 1];
}

/** An address in the county: a village house in a town, a flat in an urban subdistrict. */
function addressIn(random: Random, county: County): string {
  const town = random.pick(county.towns);
  if (town.endsWith('街道')) {
    const room = `${random.int(1, 18)}0${random.int(1, 4)}`;
    return `${county.region}${town}${random.pick(COMMUNITIES)}社区${random.int(1, 30)}幢${random.int(1, 4)}单元${room}室`;
  }
  return `${county.region}${town}${random.pick(VILLAGES)}村${random.int(1, 12)}组${random.int(1, 80)}号`;
}

/** Where a person comes from: the county of the ID number, the nationality and the address on the card. */
export function drawHome(random: Random): Home {
  const county = pickCounty(random);
  const minorities = county.minorities;
  const nation = minorities && random.chance(minorities.share) ? random.pick(minorities.names) : '汉';
  return { county: county.code, nation, address: addressIn(random, county) };
}

/** The address region of a county code, for checks of the drawn people. */
export const regionOfCounty = (code: string): string | undefined =>
  COUNTIES.find((county) => county.code === code)?.region;
