import { TRAIN_RELATION_API, type TrainParticipant } from '@site/shared-schema';
import { fetchData } from '../../api/http';

/** The participants of a training (siteTrainRelation/listByTrain). */
export const listParticipants = (projectId: string, trainId: string) =>
  fetchData<TrainParticipant[]>(TRAIN_RELATION_API.list, { projectId, trainId });

/** Replaces the participants of a training by the people chosen. */
export const saveParticipants = (projectId: string, trainId: string, personIdList: string[]) =>
  fetchData<unknown>(TRAIN_RELATION_API.save, { projectId, trainId, personIdList });
