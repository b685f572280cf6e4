import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { HEAD_PHOTO_IMPORT_TASK, isIdCard, PERSON_API } from '@site/shared-schema';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, dictionaries, persons, teams } from '../../db/schema';
import { ApiError, CODE, fieldError, MESSAGE } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { RESOURCE_MESSAGES } from '../../resource/register';
import { sniff } from '../file/file-types';
import { type MultipartFile, readMultipart, removeFiles, saveStream } from '../file/multipart';
import { projectFolder } from '../file/owner';
import { insertAttachment } from '../file/queries';
import { shownSize, storedUploadPath } from '../file/receive';
import { filePath, shownImage } from '../file/urls';
import { ZIP_SIGNATURE, zipEntries } from '../file/zip-entries';
import { recordOperations } from '../operate-log/write';
import { isProjectMember } from '../project/queries';
import { type ImportContext, type ImportRow, registerImportHandler, startImport } from '../task/import-task';
import { resetFaceSync } from '../verify-device/sync-state';

/** The column a photo is matched by; one person's photo twice in one import is refused the second time. */
const KEY_COLUMN = '身份证号或工号';
/** Photos of one import at most (images sent, or files in the zip). */
const MAX_HEAD_PHOTOS = 2000;
/** What a zip of another system carries besides the photos: never rows of the import. */
const JUNK = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$|\._)/i;

/** A row of the import: one photo, matched by its name without the extension. */
interface PhotoRow {
  photoName: string;
  /** The stored picture, relative to the task's files/ folder; '' when refused on arrival. */
  file: string;
  /** Why it was refused on arrival, '' when it was not. */
  problem: string;
}

/**
 * The ID number or job number a photo is named by. An ID number's check letter is taken in capitals, as
 * the person is found by it, so 1…x.jpg and 1…X.png are the same person's (the second a repeat).
 */
function keyOf(photoName: string): string {
  const key = basename(photoName, extname(photoName)).trim();
  return isIdCard(key) ? key.toUpperCase() : key;
}

/**
 * Lays out what a call sent as rows of the import: each image, and each file of a zip, is one row; an
 * image is kept in `dir` under a name of its own, anything else becomes a row refused with its reason.
 */
class PhotoStaging {
  readonly rows: ImportRow[] = [];

  constructor(
    private readonly dir: string,
    private readonly imageBytes: number,
  ) {}

  private add(row: PhotoRow): void {
    if (this.rows.length >= MAX_HEAD_PHOTOS) {
      throw new ApiError(CODE.badRequest, `一次最多导入${MAX_HEAD_PHOTOS}张照片`);
    }
    const values = { ...row, [KEY_COLUMN]: keyOf(row.photoName) };
    this.rows.push({ rowNumber: this.rows.length + 1, values });
  }

  /** A file on disk with its first bytes: kept as a photo, or refused. */
  private async addPicture(photoName: string, path: string, head: Buffer, size: number): Promise<void> {
    const signature = sniff(head);
    const problem =
      signature?.kind !== 'image'
        ? '不是图片文件'
        : size > this.imageBytes
          ? `图片过大，不能超过${shownSize(this.imageBytes)}`
          : '';
    if (problem || !signature) {
      await rm(path, { force: true });
      return this.add({ photoName, file: '', problem });
    }
    const file = `${this.rows.length + 1}.${signature.ext}`;
    await rename(path, join(this.dir, file));
    this.add({ photoName, file, problem: '' });
  }

  async addUpload(upload: MultipartFile, uploadBytes: number): Promise<void> {
    if (upload.size > uploadBytes) {
      return this.add({
        photoName: upload.originalName,
        file: '',
        problem: `文件过大，不能超过${shownSize(uploadBytes)}`,
      });
    }
    if (!upload.head.subarray(0, 4).equals(ZIP_SIGNATURE)) {
      return this.addPicture(upload.originalName, upload.path, upload.head, upload.size);
    }
    try {
      for await (const entry of zipEntries(upload.path)) {
        if (JUNK.test(entry.name)) continue;
        const photoName = basename(entry.name);
        if (entry.size > this.imageBytes) {
          this.add({ photoName, file: '', problem: `图片过大，不能超过${shownSize(this.imageBytes)}` });
          continue;
        }
        const path = join(this.dir, randomUUID());
        const { head, size } = await saveStream(await entry.open(), path, this.imageBytes);
        await this.addPicture(photoName, path, head, size);
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw fieldError('file', `压缩包${upload.originalName}无法读取`);
    }
  }
}

/** The person of the project whose ID number or job number a photo is named by (an ID number first). */
async function personOf(db: Database, projectId: string, key: string) {
  const [person] = await db
    .select({
      personId: persons.id,
      personName: persons.personName,
      idcardNumber: persons.idcardNumber,
      jobNumber: persons.jobNumber,
      headPhotoPath: persons.headPhotoPath,
      teamName: sql<string>`coalesce(${teams.teamName}, '')`,
      workerTypeName: sql<string>`coalesce(${dictionaries.dictionaryName}, '')`,
      companyName: companies.companyName,
    })
    .from(persons)
    .innerJoin(companies, eq(companies.id, persons.companyId))
    .leftJoin(teams, eq(teams.id, persons.teamId))
    .leftJoin(dictionaries, eq(dictionaries.id, persons.workerTypeId))
    .where(
      and(
        eq(persons.projectId, projectId),
        or(sql`upper(${persons.idcardNumber}) = upper(${key})`, eq(persons.jobNumber, key)),
      ),
    )
    .orderBy(sql`upper(${persons.idcardNumber}) = upper(${key}) desc`)
    .limit(1);
  return person;
}

const describeRow = (row: ImportRow) => ({ photoName: row.values.photoName, personPhotoPath: '' });

/**
 * One photo: matched to its person, stored in the public files folder like an upload, set as the
 * person's head photo (and logged) — all in the row's transaction; a refusal removes the stored copy.
 */
async function applyRow(tx: Database, row: ImportRow, ctx: ImportContext): Promise<Record<string, unknown>> {
  const { photoName, file, problem } = row.values as unknown as PhotoRow;
  if (problem) throw new ApiError(CODE.badRequest, problem);
  const key = row.values[KEY_COLUMN];
  const person = key ? await personOf(tx, ctx.projectId, key) : undefined;
  if (!person) throw new ApiError(CODE.badRequest, `未找到身份证号或工号为${key}的人员`);
  const picture = await ctx.taskFiles.read(`${ctx.taskId}/files/${file}`);
  if (!picture) throw new ApiError(CODE.badRequest, '照片文件已丢失');
  const signature = sniff(picture.subarray(0, 16));
  if (signature?.kind !== 'image') throw new ApiError(CODE.badRequest, '不是图片文件');

  const stored = storedUploadPath(projectFolder(ctx.projectId), 'otherImg', signature.ext);
  await ctx.files.put(stored, picture);
  try {
    await tx
      .update(persons)
      .set({ headPhotoPath: stored, updatedAt: new Date() })
      .where(eq(persons.id, person.personId));
    // A new face: pending on the devices again.
    await resetFaceSync(tx, [person.personId]);
    await insertAttachment(tx, {
      orgId: ctx.orgId,
      uploaderId: ctx.userId,
      fileType: 'otherImg',
      targetId: ctx.projectId,
      path: stored,
      originalName: photoName,
      mimeType: signature.mime,
      size: picture.length,
    });
    const operator = {
      orgId: ctx.orgId,
      projectId: ctx.projectId,
      userId: ctx.userId,
      userName: ctx.userName,
    };
    await recordOperations(tx, operator, [
      {
        module: 'person',
        operateType: 'IMPORT',
        targetId: person.personId,
        targetName: person.personName,
        before: { headPhotoPath: shownImage(person.headPhotoPath) },
        after: { headPhotoPath: filePath(stored) },
      },
    ]);
  } catch (error) {
    await ctx.files.remove(stored);
    throw error;
  }
  const { headPhotoPath: _previous, ...shown } = person;
  return { ...shown, photoName, personPhotoPath: stored };
}

registerImportHandler({
  taskType: HEAD_PHOTO_IMPORT_TASK,
  uniqueColumns: [KEY_COLUMN],
  describeRow,
  applyRow,
});

/**
 * importHeadImg (seed 001 §7): a zip of photos or several photos, each named by the ID number or the job
 * number of a person of the project, set as their head photos by a PERSON_IMPORT_HEADER task whose
 * detail names every photo and what became of it. Answers { taskId } at once.
 */
export const headPhotoImportRoutes = (deps: AppDeps) => [
  defineRoute({
    path: PERSON_API.importHeadImg,
    access: 'cSitePersonManager',
    multipart: true,
    message: RESOURCE_MESSAGES.importCreated,
    handler: async ({ request, user }) => {
      const { imageBytes, videoBytes } = deps.options.uploadLimits;
      // The largest upload (a video's limit) bounds a zip; each photo in it is bounded like an image.
      const uploadBytes = Math.max(imageBytes, videoBytes);
      const stage = join(deps.scratchDir, randomUUID());
      const rowsFile = `${stage}.json`;
      const { fields, files } = await readMultipart(request, {
        dir: `${stage}-upload`,
        fileFields: ['file', 'files'],
        maxFiles: MAX_HEAD_PHOTOS,
        fileBytes: () => uploadBytes,
      });
      try {
        const projectId = fields.projectId ?? '';
        if (!projectId) throw fieldError('projectId', '必填');
        if (!(await isProjectMember(deps.db, user, projectId))) {
          throw new ApiError(CODE.forbidden, MESSAGE.forbiddenProject);
        }
        if (files.length === 0) throw fieldError('file', '必填');
        await mkdir(stage, { recursive: true });
        const staging = new PhotoStaging(stage, imageBytes);
        for (const upload of files) await staging.addUpload(upload, uploadBytes);
        if (staging.rows.length === 0) throw fieldError('file', '没有找到可导入的照片');
        await writeFile(rowsFile, JSON.stringify(staging.rows));
        return await startImport(deps, {
          user,
          projectId,
          taskType: HEAD_PHOTO_IMPORT_TASK,
          taskName: '人员头像导入',
          fileName:
            files.length === 1 ? files[0].originalName : `${files[0].originalName}等${files.length}个文件`,
          filePath: rowsFile,
          format: 'json',
          files: stage,
        });
      } finally {
        await removeFiles(files);
        await Promise.all(
          [stage, rowsFile, `${stage}-upload`].map((path) => rm(path, { recursive: true, force: true })),
        );
      }
    },
  }),
];
