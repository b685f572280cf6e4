import { formatDateTime } from '@site/shared-schema';
import type { Database } from '../../db/client';
import { personBlacklist } from '../../db/schema';
import { DEMO_ORG_ID, DEMO_PROJECTS } from '../demo';
import { addDays, daysBetween } from './dates';
import { drawIdentity } from './identity';
import { projectStartOf } from './project-start';
import { seededRandom } from './random';
import { rosterTaken } from './taken';

const SEED = 20_250_302;

/** What each barred person did, and where. */
const EVENTS: [description: string, place: string][] = [
  ['违规动火作业：未办理动火审批，在钢筋加工区擅自电焊，引燃安全网', '施工一区钢筋加工棚'],
  ['酒后上岗：早班酒精检测超标，拒不离场并辱骂安全员', '施工一区东门'],
  ['恶意讨薪：工资已按月足额发放，仍煽动十余人围堵项目部大门', '项目部大门'],
  ['高处作业不系安全带，经三次书面警告仍不改正', '3号楼16层外架'],
  ['在材料堆场吸烟并乱扔烟头，引燃木方堆垛', '施工二区材料堆场'],
  ['擅自拆除外脚手架连墙件，造成局部架体失稳隐患', '5号楼北侧外架'],
  ['在生活区与他人斗殴致人轻伤，已移交公安机关处理', '生活区2号宿舍楼'],
  ['盗窃工地钢筋及电缆，价值约八千元', '施工二区钢筋堆场'],
  ['冒用他人身份证件登记入场', '施工一区南门'],
  ['无证操作塔吊，违反特种作业持证上岗规定', '2号塔吊'],
  ['多次擅自进入基坑警戒区域，不听劝阻', '1号基坑东侧'],
  ['伪造电工特种作业操作证', '项目部劳务办公室'],
];

/**
 * The main project's blacklist: people barred over the project's months. Their ID numbers are in no
 * roster, since a blacklisted number cannot be added as a person anywhere in the organisation.
 */
export async function seedBlacklist(db: Database): Promise<void> {
  const random = seededRandom(SEED);
  const projectId = DEMO_PROJECTS.main;
  const now = new Date();
  const today = addDays(now, 0);
  const start = await projectStartOf(db, projectId);
  const taken = await rosterTaken(db);
  const span = Math.max(0, daysBetween(start, today) - 3);
  await db.insert(personBlacklist).values(
    EVENTS.map(([eventDescription, eventPlace], index) => {
      const { personName, idcardNumber } = drawIdentity(
        random,
        { ages: [22, 58], femaleShare: 0.05 },
        today,
        taken,
      );
      const day = addDays(start, random.int(0, span));
      const eventTime = new Date(
        day.getTime() + random.int(7 * 60, 18 * 60) * 60_000 + random.int(0, 59) * 1000,
      );
      return {
        id: `blacklist-${projectId}-${String(index + 1).padStart(2, '0')}`,
        orgId: DEMO_ORG_ID,
        projectId,
        personName,
        idcardNumber,
        eventDescription,
        eventTime: formatDateTime(eventTime),
        eventPlace,
        // Listed on the next working day.
        createdAt: new Date(addDays(day, 1).getTime() + random.int(9 * 60, 17 * 60) * 60_000),
      };
    }),
  );
}
