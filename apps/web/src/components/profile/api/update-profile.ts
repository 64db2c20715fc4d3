import type { ProfileChangedAnswer } from '@karigar/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setCurrentUser } from '../../../lib/current-user';
import { saveTokens } from '../../../lib/session';

type ProfileField = 'name' | 'email' | 'phone' | 'address' | 'gstin' | 'password' | 'currentPassword' | 'mfaCode';

export interface ProfileChanges {
  fields: Partial<Record<ProfileField, string | undefined>>;
  image: File | null;
}

/**
 * PUT /api/auth/users/me. Empty fields are left out (they change nothing), but for the GSTIN, which
 * an empty field removes; with a new picture
 * the body is multipart with the file as `profileImage`, else JSON. A new email is only pending
 * in the answer (`pendingEmail`) until the link mailed to it is opened.
 */
export function updateProfile({ fields, image }: ProfileChanges): Promise<ProfileChangedAnswer> {
  const filled = Object.entries(fields).filter(
    (entry): entry is [string, string] => Boolean(entry[1]?.trim()) || (entry[0] === 'gstin' && entry[1] !== undefined),
  );
  if (!image)
    return apiRequest<ProfileChangedAnswer>('/auth/users/me', { method: 'PUT', body: Object.fromEntries(filled) });
  const form = new FormData();
  for (const [name, value] of filled) form.append(name, value);
  form.append('profileImage', image);
  return apiRequest<ProfileChangedAnswer>('/auth/users/me', { method: 'PUT', body: form });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user, accessToken, refreshToken }) => {
      setCurrentUser(queryClient, user);
      // A new password ended every session; the server answered a fresh pair for this one.
      if (accessToken && refreshToken) saveTokens({ accessToken, refreshToken });
    },
  });
}
