import { updateProfileBody } from '@karigar/domain/auth';
import { fieldErrors, invalidInputMessage, messages } from '@karigar/domain/errors';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from '../../plugins/errors';

export type ProfileFields = z.output<typeof updateProfileBody>;

export interface ProfileForm {
  fields: ProfileFields;
  /** The bytes of an uploaded `profileImage`, not yet checked. */
  image: Buffer | undefined;
}

/**
 * Reads a profile update sent as JSON or as multipart form data (text fields plus an optional
 * `profileImage` file, at most 5 MB). Fields other than the profile's own are dropped.
 */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  const { raw, image } = request.isMultipart()
    ? await readMultipart(request)
    : { raw: request.body ?? {}, image: undefined };
  const parsed = updateProfileBody.safeParse(raw);
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
        // Read every file part to its end; only `profileImage` is kept. Its name is never used.
        const bytes = await part.toBuffer();
        if (part.fieldname === 'profileImage' && bytes.length > 0) image = bytes;
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
