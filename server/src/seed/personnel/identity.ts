import { addDays, addYears, ageOn, daysBetween, isoDate } from './dates';
import { drawHome } from './homes';
import { drawIdcardNumber, type Gender, randomChineseName, unique } from './people';
import type { Random } from './random';

/** Who a group of people are: their ages on the day of the seed and the share of women. */
export interface IdentityProfile {
  ages: readonly [number, number];
  femaleShare: number;
}

/** What an ID card says of a person, all of it consistent with the ID number. */
export interface Identity {
  personName: string;
  gender: Gender;
  birthDate: string;
  nation: string;
  address: string;
  idcardNumber: string;
  idcardStartDate: string;
  /** null for a card valid for life. */
  idcardEndDate: string | null;
  idcardTermStatus: 0 | 1;
}

/** Names and ID numbers already given in a project: both stay unique within it. */
export interface Taken {
  names: Set<string>;
  idcards: Set<string>;
}

/**
 * The validity of the latest card, issued within the last ten years and not before 16: ten years for a
 * holder under 26 at issue, twenty under 46, for life from 46 on (the Resident Identity Card Law).
 */
function cardValidity(random: Random, birth: Date, today: Date) {
  const sixteen = addYears(birth, 16);
  let issued = addDays(today, -random.int(10, 3640));
  if (issued < sixteen) issued = addDays(sixteen, random.int(0, Math.max(0, daysBetween(sixteen, today))));
  const age = ageOn(birth, issued);
  const years = age < 26 ? 10 : age < 46 ? 20 : null;
  return {
    idcardStartDate: isoDate(issued),
    idcardEndDate: years === null ? null : isoDate(addYears(issued, years)),
    idcardTermStatus: years === null ? (1 as const) : (0 as const),
  };
}

export function drawIdentity(random: Random, profile: IdentityProfile, today: Date, taken: Taken): Identity {
  const gender: Gender = random.chance(profile.femaleShare) ? '2' : '1';
  const [youngest, oldest] = profile.ages;
  // Older ages come a little more often: a site's workforce is middle-aged.
  const age = youngest + Math.floor((oldest - youngest + 1) * random.next() ** 0.8);
  const birth = addDays(addYears(today, -(age + 1)), random.int(1, 365));
  const birthDate = isoDate(birth);
  const home = drawHome(random);
  return {
    personName: unique(taken.names, () => randomChineseName(random, gender)),
    gender,
    birthDate,
    nation: home.nation,
    address: home.address,
    idcardNumber: unique(taken.idcards, () => drawIdcardNumber(random, home.county, birthDate, gender)),
    ...cardValidity(random, birth, today),
  };
}
