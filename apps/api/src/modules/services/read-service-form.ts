import { fieldErrors, invalidInputMessage, messages } from '@karigar/domain/errors';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from '../../plugins/errors';

export interface ServiceForm<Fields> {
  fields: Fields;
  /** The bytes of an uploaded `image` file, not yet checked. */
  image: Buffer | undefined;
}

/**
 * Reads a service form sent as multipart form data (text fields plus an optional `image` file of
 * at most 5 MB) or as JSON without an image, and checks its fields with the given schema.
 */
export async function readServiceForm<Schema extends z.ZodType>(
  request: FastifyRequest,
  schema: Schema,
): Promise<ServiceForm<z.output<Schema>>> {
  const { raw, image } = request.isMultipart()
    ? await readMultipart(request)
    : { raw: request.body ?? {}, image: undefined };
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error.issues);
    throw badRequest(invalidInputMessage(fields), fields);
  }
  return { fields: parsed.data, image };
}

async function readMultipart(
  request: FastifyRequest,
): Promise<{ raw: Record<string, string>; image: Buffer | undefined }> {
  const raw = new Map<string, string>();
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Every file part is read to its end; only `image` is kept. Its name and stated type are never used.
        const bytes = await part.toBuffer();
        if (part.fieldname === 'image' && bytes.length > 0) image = bytes;
      } else if (typeof part.value === 'string' && !raw.has(part.fieldname)) {
        raw.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError('PAYLOAD_TOO_LARGE', messages.imageTooLarge);
    }
    throw error;
  }
  return { raw: Object.fromEntries(raw), image };
}
