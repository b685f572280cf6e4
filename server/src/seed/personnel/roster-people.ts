import type { persons } from '../../db/schema';
import { randomChineseName, randomIdcard, unique } from './people';
import type { Random } from './random';
import type { Attendee } from './records';
import type { ProjectPlan } from './roster';
import type { SiteIds } from './site';

/** Share of workers who have left the job: registered, counted in their area's sum, never recorded. */
const LEFT_THE_JOB = 0.05;

/** The work type and post options by `typeCode:name`. */
export type TypeOptions = Map<string, string>;

/** The members of every team of a plan, and those of them on the job as the record generator sees them. */
export function drawPeople(
  random: Random,
  plan: ProjectPlan,
  site: SiteIds,
  options: TypeOptions,
): { rows: (typeof persons.$inferInsert)[]; attendees: Attendee[] } {
  const names = new Set<string>();
  const idcards = new Set<string>();
  const rows: (typeof persons.$inferInsert)[] = [];
  const attendees: Attendee[] = [];
  plan.teams.forEach((team, teamIndex) => {
    const typeCode = team.personType === 'MANAGER' ? 'managerType' : 'workerType';
    for (const [typeName, count] of team.members) {
      const workerTypeId = options.get(`${typeCode}:${typeName}`);
      if (!workerTypeId) throw new Error(`seed personnel: no ${typeCode} option ${typeName}`);
      for (let member = 0; member < count; member += 1) {
        const id = `person-${plan.projectId}-${String(rows.length + 1).padStart(3, '0')}`;
        const onJob = team.personType === 'MANAGER' || !random.chance(LEFT_THE_JOB);
        rows.push({
          id,
          projectId: plan.projectId,
          personName: unique(names, () => randomChineseName(random)),
          idcardNumber: unique(idcards, () => randomIdcard(random)),
          personType: team.personType,
          companyId: team.companyId,
          teamId: site.teamIds[teamIndex],
          workerTypeId,
          onJobStatus: onJob ? 1 : 0,
        });
        if (onJob) {
          attendees.push({
            personId: id,
            personType: team.personType,
            deviceIds: site.gatesOfArea[team.area],
          });
        }
      }
    }
  });
  return { rows, attendees };
}
