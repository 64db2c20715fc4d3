import type { UserChangedAnswer } from '@karigar/domain/auth';
import type { UpdateUserBody } from '@karigar/domain/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersKey } from './get-users';

export interface UserChanges {
  id: string;
  fields: UpdateUserBody;
  image: File | null;
}

/**
 * PUT /api/users/:id (admin). Empty fields are left out (they change nothing); with a new picture
 * the body is multipart with the file as `profileImage`, else JSON.
 */
export function updateUser({ id, fields, image }: UserChanges): Promise<UserChangedAnswer> {
  const url = `/users/${encodeURIComponent(id)}`;
  const filled = Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim()));
  if (!image) return apiRequest<UserChangedAnswer>(url, { method: 'PUT', body: Object.fromEntries(filled) });
  const form = new FormData();
  for (const [name, value] of filled) form.append(name, value);
  form.append('profileImage', image);
  return apiRequest<UserChangedAnswer>(url, { method: 'PUT', body: form });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
