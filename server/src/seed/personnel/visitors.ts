import { formatDateTime } from '@site/shared-schema';
import type { Database } from '../../db/client';
import { temporaryInfos } from '../../db/schema';
import type { ObjectStore } from '../../storage/object-store';
import { DEMO_PROJECTS, DEMO_USERS } from '../demo';
import { addDays, ageOn, parseIsoDate } from './dates';
import { drawLook } from './head-photo';
import { drawIdentity } from './identity';
import { randomMobile } from './people';
import { headPhotoPath, type PhotoToWrite, writeHeadPhotos } from './photo-files';
import { type Random, seededRandom } from './random';
import { rosterTaken } from './taken';

const SEED = 20_250_303;
const VISITORS = 25;
/** Visits from three weeks ago to three days ahead. */
const DAYS: [number, number] = [-21, 3];
const HOUR = 3_600_000;

/** Who comes to the site, and why. */
const CALLERS: [company: string, reasons: string[]][] = [
  ['杭州市建设工程质量安全监督总站', ['主体结构质量安全监督检查', '安全文明施工专项检查']],
  ['杭州城南安居置业有限公司', ['建设单位例行巡查', '工程进度协调会']],
  ['浙江城建建设集团有限公司', ['公司季度安全生产大检查', '项目经营情况调研']],
  ['杭州市上城区住房和城乡建设局', ['建筑工人实名制管理检查', '扬尘治理专项督查']],
  ['浙江省建筑设计研究院', ['设计交底', '幕墙深化设计现场核对']],
  ['杭州中亚商品混凝土有限公司', ['商品混凝土供应对接']],
  ['三一重工杭州服务中心', ['泵车设备维保']],
  ['杭州市上城区消防救援大队', ['消防安全检查']],
  ['浙江正信工程检测有限公司', ['钢筋原材见证取样', '桩基检测']],
  ['杭州市上城区望江街道办事处', ['夜间施工扰民投诉回访']],
];
const APPROVED_OPINIONS = ['同意', '同意，请佩戴安全帽并由安全员陪同', ''];
const REFUSED_OPINIONS = [
  '来访事由不明确，请补充后重新申请',
  '当日有大型吊装作业，请改期来访',
  '未提供来访单位介绍信',
  '同一时段来访人员过多，请改约其他时间',
];

/** Pending while undecided (always for most visits still to come), else mostly approved. */
function decide(random: Random, visitStart: number, registered: number, now: number) {
  if (visitStart > now ? random.chance(0.6) : random.chance(0.05)) {
    return { approveStatus: 0, approveOpinion: '', approveUserId: null, approveTime: null };
  }
  const refused = random.chance(0.2);
  const decided = Math.min(registered + random.int(10, 240) * 60_000, now);
  return {
    approveStatus: refused ? 2 : 1,
    approveOpinion: random.pick(refused ? REFUSED_OPINIONS : APPROVED_OPINIONS),
    approveUserId: DEMO_USERS.manager,
    approveTime: formatDateTime(decided),
  };
}

/** Visitors of the main project over the last weeks, with their photos, registered before each visit. */
export async function seedVisitors(db: Database, files: ObjectStore): Promise<void> {
  const random = seededRandom(SEED);
  const projectId = DEMO_PROJECTS.main;
  const now = new Date();
  const today = addDays(now, 0);
  const taken = await rosterTaken(db);
  const photos: PhotoToWrite[] = [];
  const rows = Array.from({ length: VISITORS }, (_, index) => {
    const id = `temporary-${projectId}-${String(index + 1).padStart(2, '0')}`;
    const identity = drawIdentity(random, { ages: [26, 58], femaleShare: 0.3 }, today, taken);
    const [visitorCompany, reasons] = random.pick(CALLERS);
    const day = addDays(today, random.int(...DAYS));
    const start = day.getTime() + random.int(17, 31) * (HOUR / 2);
    const end = start + random.int(1, 4) * HOUR;
    const registered = Math.min(start - random.int(1, 72) * HOUR, now.getTime());
    let photoPath = '';
    if (random.chance(0.85)) {
      photoPath = headPhotoPath(projectId, id);
      const age = ageOn(parseIsoDate(identity.birthDate), today);
      const look = drawLook(random, { personType: 'OTHER', gender: identity.gender, age, helmet: null });
      photos.push({ path: photoPath, look });
    }
    return {
      id,
      projectId,
      personName: identity.personName,
      idcardNumber: identity.idcardNumber,
      phone: randomMobile(random),
      visitorCompany,
      visitReason: random.pick(reasons),
      visitStartTime: formatDateTime(start),
      visitEndTime: formatDateTime(end),
      headPhotoPath: photoPath,
      ...decide(random, start, registered, now.getTime()),
      createdAt: new Date(registered),
    };
  });
  await db.insert(temporaryInfos).values(rows);
  await writeHeadPhotos(files, photos);
}
