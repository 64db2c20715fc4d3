import { fieldProblems } from '@karigar/domain/errors';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, invalidInput } from '../plugins/errors';

export interface ImageForm<Fields> {
  fields: Fields;
  /** The bytes of the uploaded image file, not yet checked. */
  image: Buffer | undefined;
}

/**
 * Reads a form sent as JSON, or as multipart form data with text fields and one optional image file
 * (field `imageField`, at most the multipart limit of 5 MB), and checks its fields with `schema`.
 * The file's name and stated type are never used: callers check the bytes themselves.
 */
export async function readImageForm<Schema extends z.ZodType>(
  request: FastifyRequest,
  schema: Schema,
  imageField: string,
): Promise<ImageForm<z.output<Schema>>> {
  const { raw, image } = request.isMultipart()
    ? await readMultipart(request, imageField)
    : { raw: request.body ?? {}, image: undefined };
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw invalidInput(fieldProblems(parsed.error.issues));
  return { fields: parsed.data, image };
}

async function readMultipart(
  request: FastifyRequest,
  imageField: string,
): Promise<{ raw: Record<string, string>; image: Buffer | undefined }> {
  const raw = new Map<string, string>();
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Every file part is read to its end; only the image field is kept.
        const bytes = await part.toBuffer();
        if (part.fieldname === imageField && bytes.length > 0) image = bytes;
      } else if (typeof part.value === 'string' && !raw.has(part.fieldname)) {
        raw.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError(413, 'IMAGE_TOO_LARGE');
    }
    throw error;
  }
  return { raw: Object.fromEntries(raw), image };
}
