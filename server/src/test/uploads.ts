/** A valid 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The first bytes of an MP4 (an ftyp box), enough for the type check. */
export const MP4 = Buffer.concat([Buffer.from('00000018667479706d703432', 'hex'), Buffer.alloc(64)]);

/** A multipart body: text fields, then the file part (or the file first when `fileFirst`). */
export function uploadForm(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type?: string },
  fileFirst = false,
): FormData {
  const form = new FormData();
  const addFile = () => {
    if (file)
      form.append(
        'file',
        new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
        file.name,
      );
  };
  if (fileFirst) addFile();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (!fileFirst) addFile();
  return form;
}
