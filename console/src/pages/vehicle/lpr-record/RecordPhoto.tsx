import { Image } from '@arco-design/web-react';
import { LPR_RECORD_API } from '@site/shared-schema';
import useSWR from 'swr';
import { httpFor } from '../../../api/http';

/**
 * A plate record's photo: the camera's picture, or the one the server draws (the vehicle with its plate).
 * It is read by a call that checks the user's code and project like every list call, as a blob shown
 * from memory; each record's is read once per visit.
 */
async function photoUrlOf(projectId: string, recordId: string): Promise<string> {
  const path = LPR_RECORD_API.photo;
  const response = await httpFor(path).post<Blob>(path, { projectId, recordId }, { responseType: 'blob' });
  return URL.createObjectURL(response.data);
}

export function RecordPhoto({
  projectId,
  recordId,
  alt,
}: {
  projectId: string;
  recordId: string;
  alt: string;
}) {
  const { data } = useSWR(['lpr-record-photo', projectId, recordId], () => photoUrlOf(projectId, recordId), {
    revalidateOnFocus: false,
  });
  if (!data) return null;
  return <Image src={data} alt={alt} width={64} height={36} preview data-testid="lpr-record-photo" />;
}
