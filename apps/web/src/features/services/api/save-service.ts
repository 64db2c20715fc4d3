import type { CreateServiceFields, ServiceSavedAnswer } from '@karigar/domain/service';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

export interface SaveServiceInput {
  /** Absent for a new service. */
  id?: string | undefined;
  fields: CreateServiceFields;
  image: File | null;
  onProgress: (fraction: number) => void;
}

/**
 * POST /api/services (new) or PUT /api/services/:id (edit), as multipart: the text fields and,
 * when one was chosen, the `image` file; the upload's progress is reported as it goes.
 */
export function saveService({ id, fields, image, onProgress }: SaveServiceInput): Promise<ServiceSavedAnswer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (image) form.append('image', image);
  const path = id ? `/services/${encodeURIComponent(id)}` : '/services';
  return uploadWithProgress<ServiceSavedAnswer>(path, { method: id ? 'PUT' : 'POST', body: form, onProgress });
}

export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveService,
    onSuccess: async (answer) => {
      queryClient.setQueryData(['services', 'detail', answer.service._id], answer.service);
      await queryClient.invalidateQueries({ queryKey: ['services'] });
    },
  });
}
